import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { AppContext } from '../context';

/**
 * Security headers on every answer (HTML and API), docs/security.md:
 * - a strict Content-Security-Policy: scripts only from this origin (no inline script, no eval); styles from
 *   this origin plus inline styles, because MUI/emotion inserts <style> tags and React writes `style`
 *   attributes at run time ('unsafe-inline' for styles only); images from this origin, data: and https:
 *   (Discord avatars and guild icons); no plugins, no <base>, forms only to this origin;
 *   frame-ancestors 'none' (no clickjacking);
 * - nosniff, Referrer-Policy no-referrer, X-Frame-Options DENY, Cross-Origin-Opener-Policy same-origin;
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

export default fp(async (app, opts: { ctx: AppContext }) => {
  const https = opts.ctx.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...contentSecurityPolicy, ...(https ? { 'upgrade-insecure-requests': [] } : {}) },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Discord avatars load cross-origin; our own answers are not meant to be embedded by other sites
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
});
