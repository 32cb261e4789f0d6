/** Error of an API call: the server's `{error, message, fields}` plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const tokenKey = 'token';
export const getToken = () => window.localStorage.getItem(tokenKey) ?? '';

/** JSON call with the bearer token; throws ApiError on a non-2xx answer. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const e = (data ?? {}) as { message?: string; fields?: Record<string, string> };
    throw new ApiError(res.status, e.message ?? `Request failed (${res.status})`, e.fields ?? {});
  }
  return data as T;
}

export const get = <T>(path: string) => api<T>('GET', path);
