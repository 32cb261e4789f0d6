import fp from 'fastify-plugin';
import type { AppContext } from '../context';

/**
 * Security headers on every answer (HTML and API), docs/security.md:
 * - a strict Content-Security-Policy: scripts only from this origin (no inline script, no eval); styles from
 *   this origin plus inline styles, because MUI/emotion inserts <style> tags and React writes `style`
 *   attributes at run time ('unsafe-inline' for styles only); images from this origin, data: and https:
 *   (Discord avatars and guild icons); no plugins, no <base>, forms only to this origin;
 *   frame-ancestors 'none' (no clickjacking);
 * - nosniff, Referrer-Policy no-referrer, X-Frame-Options DENY, Cross-Origin-Opener-Policy same-origin,
 *   Cross-Origin-Resource-Policy same-origin (Discord avatars load cross-origin; our own answers are not meant
 *   to be embedded by other sites), and helmet's legacy switches (Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 *   X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection 0);
 * - HSTS only when PUBLIC_URL is https (a browser on plain http ignores it, and a local demo must not pin it).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers that only act on a document (policy, framing, opener, legacy IE/Flash switches): a
 * script, style sheet or font ignores them, and they cost about 550 bytes on each of the 20 to 30 chunks
 * a dashboard screen loads. Assets keep nosniff, Cross-Origin-Resource-Policy and Referrer-Policy.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The headers of a document or API answer, and of a build asset (/assets/...), built once. */
export function securityHeaders(https: boolean) {
  const csp = { ...contentSecurityPolicy, ...(https ? { 'upgrade-insecure-requests': [] } : {}) };
  const all: Record<string, string> = {
    'content-security-policy': Object.entries(csp)
      .map(([name, values]) => [name, ...values].join(' '))
      .join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const asset = Object.fromEntries(Object.entries(all).filter(([h]) => !documentOnlyHeaders.includes(h)));
  return { all, asset };
}

/**
 * One synchronous hook setting the headers built at start-up (helmet's values; @fastify/helmet rebuilt its
 * middleware from the options in two hooks on every request, docs/performance.md).
 */
export default fp(async (app, opts: { ctx: AppContext }) => {
  const { all, asset } = securityHeaders(opts.ctx.config.publicUrl.startsWith('https://'));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/assets/') ? asset : all);
    done();
  });
});
