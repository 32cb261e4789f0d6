import type { z } from 'zod';
import { fieldErrors } from '../src';

/** Field -> message of a failed parse, or {} when the value is valid. */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
}
