import { HttpError } from '../../lib/errors';

export type ShopErrorStatus = 400 | 403 | 404 | 409 | 422;

/**
 * A refused shop action. It is an HttpError, so a route can let it propagate and the app's error handler
 * answers `{error, message}` with `status`; `message` is meant for players, `code` for programs.
 */
export class ShopError extends HttpError {
  constructor(
    public readonly code: string,
    public readonly status: ShopErrorStatus,
    message: string,
  ) {
    super(status, message);
    this.name = 'ShopError';
  }
}

export const shopError = (code: string, status: ShopErrorStatus, message: string) =>
  new ShopError(code, status, message);
export const shopNotFound = (what: string) => new ShopError('not_found', 404, `${what} not found`);

/** For callers outside Fastify (Discord bot runtime): the HTTP answer of a ShopError. */
export function shopErrorToHttp(err: ShopError) {
  return { status: err.status, body: { error: err.code, message: err.message } };
}

/**
 * The order's Idempotency-Key already names a purchase of the instance (seen under the buyer's row lock):
 * the caller answers that purchase instead (shop/idempotent.ts).
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency-Key already used');
    this.name = 'IdempotencyKeyTaken';
  }
}
