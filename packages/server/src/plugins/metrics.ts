import fp from 'fastify-plugin';
import { httpCounts, observeHttp } from '../lib/metrics';

/**
 * Counts every answered request by method, route template and status (`asa_http_requests_total`) and
 * times it by route template and status class (`asa_http_request_duration_seconds`): one
 * onResponse hook that adds 1 to a plain number kept per (method, status, route); lib/metrics.ts turns
 * them into the counter when scraped. Requests that matched no route count as route `unmatched` (no path
 * in a label: unbounded paths would make unbounded series).
 */
export const requestMetrics = fp(async (app) => {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${reply.statusCode} ${route}`;
    const entry = httpCounts.get(key);
    if (entry) entry.n++;
    else httpCounts.set(key, { method: req.method, route, status: String(reply.statusCode), n: 1 });
    observeHttp(route, reply.statusCode, reply.elapsedTime);
    done();
  });
});
