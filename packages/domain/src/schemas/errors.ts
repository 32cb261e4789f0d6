import type { z } from 'zod';

/** Dotted path -> first message, for the server's 400 body and the web forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The spec's integer conversion before sending: '' / invalid -> fallback (e.g. nitradoServiceId 0). */
export function toInt(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? Math.trunc(n) : fallback;
  }
  return fallback;
}
