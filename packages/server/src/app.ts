import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { errorCodeOfStatus, errorMessages, fieldErrors } from '@asa/domain';
import type { AppContext } from './context';
import { HttpError, statusText } from './lib/errors';
import authPlugin from './plugins/auth';
import securityHeaders from './plugins/security-headers';
import rateLimits from './plugins/rate-limits';
import inputGuard from './plugins/input-guard';
import { requestId, requestIdOptions } from './plugins/request-id';
import { databaseInputError, loggableError, loggerOptions } from './lib/log-options';
import { RequestLog } from './lib/request-log';
import { withErrorResponses } from './lib/openapi-errors';
import { compression, webApp } from './plugins/web';
import { registerFeatures } from './features';
import { requestMetrics } from './plugins/metrics';
import { APP_VERSION } from './lib/version';
import { databaseUnavailable } from './db/availability';

/** The 503 answer's message while the database cannot be reached. */
export const DATABASE_UNAVAILABLE = errorMessages.databaseUnavailable;

function firstMessage(fields: Record<string, string>, fallback: string) {
  return Object.values(fields)[0] ?? fallback;
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies, a list names their addresses/CIDRs. */
function trustProxyOption(v: boolean | number | string) {
  if (typeof v === 'number') return (_addr: string, hop: number) => hop < v;
  if (typeof v === 'string') return v.split(',').map((s) => s.trim());
  return v;
}

/** Builds the Fastify app: OpenAPI docs, JSON errors, authentication, every feature's routes, the web app. */
export async function buildApp(
  ctx: AppContext,
  opts: { logger?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger || opts.logStream
        ? { ...loggerOptions(ctx.config), ...(opts.logStream ? { stream: opts.logStream } : {}) }
        : false,
    // one line per answer, successful reads sampled (lib/request-log.ts)
    logController: new RequestLog(ctx.config.logReadSample),
    bodyLimit: ctx.config.maxBodyBytes,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const segments = issue.instancePath.split('/').filter(Boolean);
        const key =
          (segments.length > 1 ? segments.slice(1) : segments).join('.') || err.validationContext || 'body';
        if (!fields[key]) fields[key] = issue.message ?? 'Invalid format';
      }
      return reply.status(400).send({
        error: 'Bad Request',
        message: firstMessage(fields, 'Invalid format'),
        fields,
        code: 'invalid_input',
      });
    }
    if (err instanceof ZodError) {
      const fields = fieldErrors(err);
      return reply.status(400).send({
        error: 'Bad Request',
        message: firstMessage(fields, 'Invalid format'),
        fields,
        code: 'invalid_input',
      });
    }
    if (err instanceof HttpError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.statusCode).send({
        error: statusText[err.statusCode] ?? 'Error',
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        code: err.code,
        ...err.extra,
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err: err.cause }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: 'Internal Server Error', message: 'Internal Server Error', code: 'internal_error' });
    }
    // the database went away (restart, failover, dropped connection): try again shortly, not a 500
    if (databaseUnavailable(err)) {
      ctx.database.availability.report(err);
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'Service Unavailable', message: DATABASE_UNAVAILABLE, code: 'database_unavailable' });
    }
    // safety net for values only the database refuses (out-of-range numbers in a path or query, bad bytes)
    if (databaseInputError(err)) {
      return reply
        .status(400)
        .send({ error: 'Bad Request', message: 'Invalid value', code: 'invalid_input' });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.status(status).send({
      error: statusText[status] ?? 'Error',
      message: status === 500 ? 'Internal Server Error' : err.message,
      code: errorCodeOfStatus(status),
    });
  });

  await app.register(requestId);
  await app.register(requestMetrics);
  await app.register(compression);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ASA Discord Shop Bot API',
        version: APP_VERSION,
        description:
          'Dashboard API. Send `Authorization: Bearer <session token>`. The key API under /api/v1 (tag ' +
          '`api-v1`, API Access, Tier 2) takes `Authorization: BOT <key>` instead (see docs/api-v1.md).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          botKey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              "The instance's API key from the API Access page, sent as `Authorization: BOT <key>` (the copy " +
              'button copies it with the BOT prefix). Creating a new key stops the old one at once.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) =>
      'openapiObject' in doc ? withErrorResponses(doc.openapiObject) : doc.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(securityHeaders, { ctx });
  await app.register(rateLimits, { ctx });
  await app.register(authPlugin, { ctx });
  await app.register(inputGuard);
  await registerFeatures(app, ctx);

  await app.register(webApp, { ctx });
  return app;
}
