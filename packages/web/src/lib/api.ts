import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api-schema';

/** Error of an API call: the server's `{error, message, fields}` plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fields: Record<string, string> = {},
    /** The server's stable error code (`code` of the error answer), when it gave one. */
    public readonly code: string | null = null,
  ) {
    super(message);
  }
}

export const tokenKey = 'token';
export const getToken = () => window.localStorage.getItem(tokenKey) ?? '';

/** Sends the bearer token; turns a non-2xx answer or an unreachable server into an ApiError. */
const session: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
  onError() {
    return new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  },
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.text();
    let e: { message?: string; fields?: Record<string, string>; code?: string } = {};
    try {
      e = (text ? JSON.parse(text) : {}) ?? {};
    } catch {
      // not JSON (a proxy's error page): the status is all there is
    }
    throw new ApiError(
      response.status,
      e.message ?? `Request failed (${response.status})`,
      e.fields ?? {},
      e.code ?? null,
    );
  },
};

/**
 * The typed API client: paths, parameters, bodies and answers come from the server's OpenAPI document
 * (`api-schema.ts`, `npm run api:generate`). Every call throws ApiError unless the answer is 2xx.
 */
export const api = createClient<paths>();
api.use(session);

/** The answer's body of a typed call: `await data(api.GET('/api/user/self'))`. */
export async function data<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}

/**
 * POSTs a file as the request's body (`Content-Type: text/csv`, the CSV imports' streamed upload) with
 * XMLHttpRequest, whose upload reports progress (fetch does not): `onProgress(fraction)` while it is sent,
 * `onProgress(null)` once it is sent and the server works. The answer's body, or an ApiError as `api` throws.
 */
export function uploadFile<T>(
  url: string,
  file: Blob,
  onProgress: (fraction: number | null) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.upload.onprogress = (e) => onProgress(e.lengthComputable && e.total ? e.loaded / e.total : 0);
    xhr.upload.onload = () => onProgress(null);
    xhr.onerror = () =>
      reject(new ApiError(0, 'The server could not be reached. Check your connection and try again.'));
    xhr.onload = () => {
      type Answer = { message?: string; fields?: Record<string, string>; code?: string } | null;
      const body = ((): Answer => {
        try {
          return xhr.responseText ? (JSON.parse(xhr.responseText) as Answer) : null;
        } catch {
          return null; // not JSON (a proxy's error page): the status is all there is
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else
        reject(
          new ApiError(
            xhr.status,
            body?.message ?? `Request failed (${xhr.status})`,
            body?.fields ?? {},
            body?.code ?? null,
          ),
        );
    };
    xhr.send(file);
  });
}
