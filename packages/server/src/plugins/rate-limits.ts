import { redisPrefix } from '../lib/redis';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { tooManyRequests } from '../lib/errors';
import type { RateRule } from '../lib/rate-rules';

export { rateRules, type RateRule } from '../lib/rate-rules';

/** Counts one hit of `key` against the rule; throws 429 (with Retry-After) when the key is over its limit. */
export type Limiter = (key: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A limiter for one rule (counted in Redis when REDIS_URL is set, so every process shares it). */
    limiter(rule: RateRule): Limiter;
    /** A route hook limiting by `keyOf(req)` (the client address by default). */
    limitBy(rule: RateRule, keyOf?: (req: FastifyRequest) => string): (req: FastifyRequest) => Promise<void>;
  }
}

/**
 * Rate limits with @fastify/rate-limit (the only limiter of the app): its in-memory store in one process, its
 * Redis store when ctx.redis is set (keys `rl:<REDIS_PREFIX>:<rule>:<key>`, lib/redis.ts, so processes sharing a
 * database share the counts). Limits are checked where the key is known: a route hook for the client address
 * or user, or inside the handler (per instance, per API key).
 */
export default fp(async (app, opts: { ctx: AppContext }) => {
  const { ctx } = opts;
  await app.register(rateLimit, {
    global: false,
    ...(ctx.redis ? { redis: ctx.redis } : {}),
    nameSpace: `rl:${redisPrefix(ctx.config)}:`,
    skipOnError: false,
  });
  type Probe = { routeOptions: { config: object }; limitKey: string };
  app.decorate('limiter', (rule: RateRule): Limiter => {
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (req) => `${rule.name}:${(req as unknown as Probe).limitKey}`,
    });
    return async (key) => {
      const probe: Probe = { routeOptions: { config: {} }, limitKey: key };
      const r = await check(probe as unknown as FastifyRequest);
      if (!r.isAllowed && r.isExceeded) throw tooManyRequests(rule.message, r.ttlInSeconds);
    };
  });
  app.decorate('limitBy', (rule: RateRule, keyOf: (req: FastifyRequest) => string = (req) => req.ip) => {
    const hit = app.limiter(rule);
    return async (req: FastifyRequest) => hit(keyOf(req));
  });
});
