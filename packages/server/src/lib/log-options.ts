import type { FastifyLoggerOptions } from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger';
import type { Config } from '../config';

/**
 * THE list of paths that carry a secret in a path segment (OpenAPI spelling: `{name}` is the secret). Every
 * logged URL has these segments replaced by `[redacted]`; a test lists the API's routes with a token-like
 * path parameter from the OpenAPI document and fails when one is missing here. `/oauth/{token}` is the
 * dashboard's page the login sends a new session token to (served by the web app's fallback).
 */
export const tokenPaths = ['/oauth/{token}', '/api/user/downloadData/{token}'] as const;

/** Query parameters whose values are secrets in a logged URL. */
const tokenQueryParameters = ['token', 'code', 'state', 'access_token', 'refresh_token'];

const tokenPathPatterns = tokenPaths.map((template) => {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? ')[^/?#]+(' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  // the static parts are captured and kept, each `{name}` segment becomes [redacted]
  return new RegExp(`^(${source})(?=[/?#]|$)`, 'i');
});

/** A URL as it may be logged: the secret segments of `tokenPaths` and secret query values `[redacted]`. */
export function redactUrl(url: string): string {
  let out = url.replace(
    new RegExp(`([?&](?:${tokenQueryParameters.join('|')})=)[^&#]*`, 'gi'),
    '$1[redacted]',
  );
  for (const pattern of tokenPathPatterns)
    out = out.replace(pattern, (...m: string[]) => {
      const kept = m.slice(1, -2);
      return kept.join('[redacted]');
    });
  return out;
}

/** Keys whose values are secrets wherever they appear in a logged object (one and two levels deep). */
const secretKeys = [
  'password',
  'rconPassword',
  'apiKey',
  'key',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'clientSecret',
  'authorization',
];

/**
 * pino options of the app's logger: request lines carry the URL with tokens redacted, never headers; the
 * Authorization and Cookie headers and secret-named fields are censored wherever an object is logged.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
): FastifyLoggerOptions & PinoLoggerOptions & { stream?: NodeJS.WritableStream } {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        ...secretKeys.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
      ],
      censor: '[redacted]',
    },
    hooks: {
      // a client that goes away mid-answer (a closed tab, a cancelled download, a browser test closing its
      // page) ends the compression stream early, and @fastify/compress logs that as an error: it is not the
      // server's, so it is logged as info
      logMethod(args, method, level) {
        const [first] = args as unknown[];
        if (level >= 50 && first instanceof Error && first.message === 'premature close')
          return this.info({ err: first }, 'the client closed the connection before the answer was sent');
        return method.apply(this, args);
      },
    },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * An error as it may be logged: database errors carry the statement's parameters (settings documents with
 * their secrets, user input) in their message, so those are cut off.
 */
export function loggableError(err: Error & { cause?: unknown }) {
  // from "params:" up to the first stack frame line
  const strip = (m: string) => m.replace(/\nparams:[^\n]*(?:\n(?! {4}at )[^\n]*)*/, '\nparams: [redacted]');
  return {
    type: err.name,
    message: strip(err.message),
    stack: err.stack ? strip(err.stack) : undefined,
    ...(err.cause instanceof Error
      ? { cause: { type: err.cause.name, message: strip(err.cause.message) } }
      : {}),
  };
}

/** PostgreSQL errors caused by a value the caller sent (out of range, bad bytes): a 400, not a 500. */
export function databaseInputError(err: unknown): boolean {
  const codes = ['22003', '22021', '22P05', '22P02', '22001'];
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  )
    if (typeof e.code === 'string' && codes.includes(e.code)) return true;
  return false;
}
