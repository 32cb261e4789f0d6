import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../context';
import { webBuildPage, webBuildState } from './web-build';

/** Responses above 1 KB (API JSON, the API docs) compressed when the client accepts it (brotli or gzip). */
export const compression = fp(async (app) => {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
});

/** Hashed build files never change under their name; index.html names them, so it is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/**
 * The dashboard: the build's files (precompressed .br/.gz next to each, written by the web build, sent
 * with Content-Encoding), with the SPA fallback to index.html. Assets get only the security headers that act
 * on them (plugins/security-headers.ts). Checked per request, so a build that
 * finishes after start-up (npm start builds it when missing) is served without a restart; until then the
 * page says how that build goes (web-build.ts).
 */
export const webApp = fp(async (app, opts: { ctx: AppContext }) => {
  const dist = opts.ctx.config.webDist;
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // hashed build files: immutable under their name, so no validators (ETag, Last-Modified) and no ranges;
  // a route loads 30 to 40 of them, each header line counts in the transfer budget
  await app.register(fastifyStatic, {
    root: path.join(dist, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      const hashed = file.split(path.sep).includes('assets');
      // index.html is revalidated; the few unhashed files beside it (favicon.svg) are kept a day: Chromium asks
      // for the favicon again on navigations, and each answer's headers counted in the transfer budget
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : file.endsWith('.html') ? 'no-cache' : DAY);
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method === 'GET' && !url.startsWith('/api/')) {
      if (fs.existsSync(path.join(dist, 'index.html')))
        return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
      // no build yet: a page saying why (being built, failed with its log, or not built at all)
      return reply
        .status(503)
        .type('text/html')
        .header('Cache-Control', 'no-store')
        .send(webBuildPage(webBuildState(dist)));
    }
    return reply
      .status(404)
      .send({ error: 'Not Found', message: `Route ${req.method} ${url} not found`, code: 'not_found' });
  });
});
