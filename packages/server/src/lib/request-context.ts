import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

/**
 * The request id of the work being done (docs/operations.md "Following one request"): set for each HTTP
 * request (plugins/request-id.ts) and for the work a stored row carries on in another process (a purchase's
 * delivery, its webhooks), so rows written meanwhile (purchases.request_id, webhook_deliveries.request_id)
 * and log lines carry the id the HTTP call was answered with.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** The header a request id comes in and goes out with (also on webhook calls). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The current request id, or null outside a request's work. */
export const currentRequestId = (): string | null => requestContext.getStore()?.requestId ?? null;

/** Runs `fn` as part of the work of request `id` (nothing changes when id is null). */
export const withRequestId = <T>(id: string | null | undefined, fn: () => T): T =>
  id ? requestContext.run({ requestId: id }, fn) : fn();

/** An incoming X-Request-Id this app adopts: 1-128 characters of letters, digits and `-_.:/+=@`. */
export const validRequestId = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9\-_.:/+=@]{1,128}$/.test(v);

/**
 * A new request id: a UUID version 7 (RFC 9562: 48-bit millisecond time, then random), unique across
 * processes and sortable by time.
 */
export function newRequestId(now = Date.now()): string {
  const b = crypto.randomBytes(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
