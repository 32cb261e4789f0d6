import fp from 'fastify-plugin';
import { httpRequests } from '../lib/metrics';

type Child = ReturnType<typeof httpRequests.labels>;

/**
 * Counts every answered request by method, route template and status (`asa_http_requests_total`). One
 * onResponse hook; the labelled counter of each (method, route, status) is looked up once and kept, so a
 * request costs a Map lookup and an increment. Requests that matched no route count as route `unmatched`
 * (no path in a label: unbounded paths would make unbounded series).
 */
export const requestMetrics = fp(async (app) => {
  const children = new Map<string, Child>();
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = httpRequests.labels(req.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.inc();
    done();
  });
});
