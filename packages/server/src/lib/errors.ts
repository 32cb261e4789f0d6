import { errorCodeOfMessage, errorCodeOfStatus, type ErrorCode } from '@asa/domain';

/**
 * An error with an HTTP status that the error handler turns into `{error, message, fields, code}`. `code`
 * (errorCodes of @asa/domain) is the one `options.code` names, else the one of the message
 * (`errorCodeOfMessage`), else the status's.
 */
export class HttpError extends Error {
  /** The stable, machine-readable reason answered as `code`. */
  readonly code: ErrorCode;
  /** Extra answer headers (e.g. Retry-After of a 429). */
  readonly headers?: Record<string, string>;
  /** Further numbers of the answer (`price` of a 409 `price_changed`). */
  extra?: { price?: number };
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
    options: { code?: ErrorCode; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = options.code ?? errorCodeOfMessage(message) ?? errorCodeOfStatus(statusCode);
    if (options.headers) this.headers = options.headers;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code?: ErrorCode) =>
  new HttpError(400, message, fields, { code });
export const unauthorized = (message = 'Not logged in.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have the necessary permissions to access this page.') =>
  new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (message: string, code?: ErrorCode) =>
  new HttpError(409, message, undefined, { code });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    code: 'rate_limited',
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });

export const statusText: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
