/** An error with an HTTP status that the error handler turns into `{error, message, fields, code}`. */
export class HttpError extends Error {
  /** A machine-readable reason answered as `code` (shop refusals: ShopError). */
  readonly code?: string;
  /** Further numbers of the answer (`price` of a 409 `price_changed`). */
  extra?: { price?: number };
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
    /** Extra answer headers (e.g. Retry-After of a 429). */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Not logged in.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have the necessary permissions to access this page.') =>
  new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });

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
