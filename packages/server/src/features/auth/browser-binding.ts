import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto';

/**
 * Binds an OAuth login to the browser that started it (no login CSRF): the login start sets a short-lived
 * httpOnly SameSite=Lax cookie holding a random nonce and stores its hash with the `state`; the callback only
 * accepts a state whose hash matches the cookie of the browser that comes back.
 */
export const LOGIN_COOKIE = 'asa_login_nonce';
const COOKIE_PATH = '/api/auth/discord';
const MAX_AGE_SECONDS = 600;

function cookieAttributes(secure: boolean) {
  return `Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sets the nonce cookie; answers the hash to store with the state. */
export function bindBrowser(reply: FastifyReply, secure: boolean): string {
  const nonce = randomToken(24);
  void reply.header(
    'set-cookie',
    `${LOGIN_COOKIE}=${nonce}; Max-Age=${MAX_AGE_SECONDS}; ${cookieAttributes(secure)}`,
  );
  return sha256(nonce);
}

/** The nonce cookie of this request ('' when absent). */
export function browserNonce(req: FastifyRequest): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOGIN_COOKIE) return rest.join('=');
  }
  return '';
}

/** True when the request's cookie is the one the state was bound to; clears the cookie either way. */
export function isSameBrowser(req: FastifyRequest, reply: FastifyReply, boundHash: unknown, secure: boolean) {
  void reply.header('set-cookie', `${LOGIN_COOKIE}=; Max-Age=0; ${cookieAttributes(secure)}`);
  const nonce = browserNonce(req);
  return typeof boundHash === 'string' && nonce !== '' && sha256(nonce) === boundHash;
}
