import type { FastifyLoggerOptions } from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger';
import type { Config } from '../config';

/** The `token` query parameter and the token of `/oauth/<token>` replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|state|access_token|refresh_token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/^(\/oauth\/)[^/?#]+/i, '$1[redacted]');
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
