import { shopText, type ShopErrorCode, type ShopText } from '@asa/domain';
import { HttpError } from '../../lib/errors';

export type ShopErrorStatus = 400 | 403 | 404 | 409 | 422;

/**
 * A refused shop action. It is an HttpError, so a route lets it propagate and the app's error handler (the
 * one mapping to HTTP) answers `{error, message, code}` with `status`; `message` is meant for players (always
 * English: the API's answers are), `code` (shopErrorCodes) for programs. `text` is the refusal as catalogue
 * key and parameters (`shopRefusals`): the Discord bot and the in-game shop render it in the instance's
 * language; null for the few refusals only the API and the dashboard give (written as plain English).
 */
export class ShopError extends HttpError {
  public readonly text: ShopText | null;
  constructor(
    public override readonly code: ShopErrorCode,
    public readonly status: ShopErrorStatus,
    text: ShopText | string,
  ) {
    super(status, typeof text === 'string' ? text : shopText('en', text), undefined, { code });
    this.text = typeof text === 'string' ? null : text;
    this.name = 'ShopError';
  }
}

export const shopError = (code: ShopErrorCode, status: ShopErrorStatus, text: ShopText | string) =>
  new ShopError(code, status, text);
export const shopNotFound = (what: string) => new ShopError('not_found', 404, `${what} not found`);

/**
 * The order's Idempotency-Key already names a purchase of the instance (seen under the buyer's row lock):
 * the caller answers that purchase instead (shop/ordering/idempotent.ts).
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency-Key already used');
    this.name = 'IdempotencyKeyTaken';
  }
}
