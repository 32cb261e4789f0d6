import type { ShopErrorCode } from '@asa/domain';
import { HttpError } from '../../lib/errors';

export type ShopErrorStatus = 400 | 403 | 404 | 409 | 422;

/**
 * A refused shop action. It is an HttpError, so a route lets it propagate and the app's error handler (the
 * one mapping to HTTP) answers `{error, message, code}` with `status`; `message` is meant for players,
 * `code` (shopErrorCodes) for programs.
 */
export class ShopError extends HttpError {
  constructor(
    public override readonly code: ShopErrorCode,
    public readonly status: ShopErrorStatus,
    message: string,
  ) {
    super(status, message);
    this.name = 'ShopError';
  }
}

export const shopError = (code: ShopErrorCode, status: ShopErrorStatus, message: string) =>
  new ShopError(code, status, message);
export const shopNotFound = (what: string) => new ShopError('not_found', 404, `${what} not found`);

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
