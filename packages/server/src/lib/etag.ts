import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * This process's part of every ETag: versions count from 0 in each database, so a tag must not survive a
 * database made anew (the demo's, a restore) behind the same address. Another process answers a tag of this
 * one with the whole list once (correct, only not cached).
 */
const EPOCH = crypto.randomBytes(4).toString('hex');

/** The ETag of version `version` of a list (`name`, instance `botId`). */
export const listEtag = (name: string, botId: number, version: string) =>
  `"${name}-${EPOCH}-${botId}-${version}"`;

/** Does the request's If-None-Match name this tag (a list of tags, weak or strong, or `*`)? */
export function notModified(req: FastifyRequest, etag: string) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Answers a versioned list: its ETag (the browser revalidates each time: `no-cache`), then 304 without a
 * body when the client has that version, else the list's JSON text as it is.
 */
export function sendVersioned(req: FastifyRequest, reply: FastifyReply, etag: string, json: string) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (notModified(req, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
