import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text built elsewhere (e.g. by the database) as it is: Fastify serializes objects only, and a
 * string with a JSON content type goes out unchanged. The route's response schema still documents it; the
 * builder of the text owns its shape (and tests it against the schema).
 */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
