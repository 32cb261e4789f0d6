import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { newRequestId, REQUEST_ID_HEADER, requestContext, validRequestId } from '../lib/request-context';

/**
 * Fastify's request id (`reqId` in every log line of the request): a valid incoming X-Request-Id (a proxy's
 * or a caller's, lib/request-context.ts validRequestId), else a new UUID v7. Not Fastify's own
 * requestIdHeader, which would take any text.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId: (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    return validRequestId(given) ? given : newRequestId();
  },
};

/**
 * Answers every request (but the dashboard's hashed build files) with its id (X-Request-Id) and runs the request's work in its request context,
 * so rows it writes (a purchase, webhook deliveries) record the id for the processes that carry on.
 */
export const requestId = fp(async (app) => {
  app.addHook('onRequest', (req, reply, done) => {
    // not on the dashboard's hashed build files: nothing follows them, and a route loads dozens
    if (!req.url.startsWith('/assets/')) void reply.header(REQUEST_ID_HEADER, req.id);
    requestContext.run({ requestId: req.id }, done);
  });
});
