import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** Every integer column is 32-bit (PostgreSQL `integer`). */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
export const inputGuardMessages = {
  nul: 'Must not contain NUL characters',
  int32: `Must be a whole number between ${INT32_MIN} and ${INT32_MAX}`,
};

/** The first problem in a JSON value: [path, message], or null. Integers must fit a 32-bit column. */
export function findBadValue(value: unknown, path: string[] = [], depth = 0): [string[], string] | null {
  if (depth > 64) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? [path, inputGuardMessages.nul] : null;
  if (typeof value === 'number')
    return Number.isInteger(value) && (value < INT32_MIN || value > INT32_MAX)
      ? [path, inputGuardMessages.int32]
      : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadValue(value[i], [...path, String(i)], depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return [[...path, k], inputGuardMessages.nul];
      const bad = findBadValue(v, [...path, k], depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

/**
 * Refuses, before any schema or handler runs, what the database cannot store: NUL characters in any string
 * (body, query, path) and JSON integers beyond the 32-bit columns. 400 with the field, like a schema error
 * (the field path drops the body's wrapper object, as the validation errors do).
 */
export default fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    for (const [where, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const bad = findBadValue(value);
      if (!bad) continue;
      const [path, message] = bad;
      const field = (where === 'body' && path.length > 1 ? path.slice(1) : path).join('.') || where;
      throw badRequest(message, { [field]: message });
    }
  });
});
