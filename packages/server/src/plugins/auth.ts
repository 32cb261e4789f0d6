import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { hasPermission, isAdmin, type PermissionName } from '@asa/domain';
import { sessions, users } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import type { AppContext } from '../context';
import { getInstanceRow, type InstanceRow } from '../features/bots/repo';
import { apiKeyResolver, apiKeyRule } from '../features/api-v1/api-key';
import { idleCutoff, touchSession } from '../features/auth/service';
import { rateRules } from '../lib/rate-rules';
import { runAsActor } from '../lib/actor';

import type { UserRow } from '../db/rows';

export type { UserRow };

/**
 * Who may call a route; declared on every route as `config.access` so the rule sits next to the route:
 * - 'public': anybody; 'user': a valid session; 'admin': a site admin;
 * - a permission name (e.g. 'Servers_View', 'Owner'): a valid session plus that permission on the bot
 *   instance the route touches; the handler names the instance with `await req.instance(botId)`.
 * - 'apiKey': no session; `Authorization: BOT <key>` names one bot instance (`req.apiBot`), whose API access
 *   must be enabled and allowed by the owner's tier (features/api-v1/api-key.ts).
 */
export type Access = 'public' | 'user' | 'admin' | 'apiKey' | PermissionName;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The instance of the `Authorization: BOT <key>` header on 'apiKey' routes (null elsewhere). */
    apiBot: InstanceRow | null;
    /** Loads the instance and checks the route's permission on it (404 when missing, 403 when not allowed). */
    instance(botId: number): Promise<InstanceRow>;
    /** Checks another permission on an already loaded instance. */
    can(instance: InstanceRow, permission: PermissionName): boolean;
  }
}

/**
 * The user of a live session token (not past its absolute end, not idle longer than SESSION_IDLE_HOURS),
 * through the auth cache (lib/auth-cache.ts); records the use at most once a minute.
 */
export async function userFromToken(ctx: AppContext, token: string): Promise<UserRow | null> {
  if (!token) return null;
  const hash = sha256(token);
  const entry = await ctx.cache.session(hash, async () => {
    const rows = await ctx.db
      .select({ user: users, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hash),
          gt(sessions.expiresAt, ctx.now()),
          gt(sessions.lastUsedAt, idleCutoff(ctx)),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  });
  if (!entry || entry.expiresAt <= ctx.now() || entry.lastUsedAt <= idleCutoff(ctx)) return null;
  // the cached entry learns the new last use, so the next requests don't write it again within the minute
  const touched = await touchSession(ctx, hash, entry.lastUsedAt);
  if (touched) entry.lastUsedAt = touched;
  return entry.user;
}

/** A bot instance row (managers and their permissions included), through the auth cache. */
export const cachedInstance = (ctx: AppContext, id: number) =>
  ctx.cache.instance(id, () => getInstanceRow(ctx.db, id));

export const bearerToken = (req: FastifyRequest) => {
  const h = req.headers.authorization ?? '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : '';
};

export default fp(async (app, opts: { ctx: AppContext }) => {
  const { ctx } = opts;
  const resolveApiKey = apiKeyResolver(ctx, {
    byKey: app.limiter(apiKeyRule),
    byAddress: app.limiter(rateRules.apiKeyAddress),
  });
  app.decorateRequest('user', null);
  app.decorateRequest('apiBot', null);
  app.decorateRequest('instance', async function (this: FastifyRequest, botId: number) {
    const access = this.routeOptions.config.access;
    const row = Number.isInteger(botId) && botId > 0 ? await cachedInstance(ctx, botId) : null;
    if (!row) throw notFound('Bot instance');
    if (access === 'apiKey') {
      if (row.id !== this.apiBot?.id) throw notFound('Bot instance');
      return row;
    }
    if (!access || access === 'public' || access === 'user' || access === 'admin') return row;
    if (!hasPermission(this.user, row, access)) throw forbidden();
    return row;
  });
  app.decorateRequest(
    'can',
    function (this: FastifyRequest, instance: InstanceRow, permission: PermissionName) {
      return hasPermission(this.user, instance, permission);
    },
  );

  app.addHook('onRequest', async (req) => {
    req.user = await userFromToken(ctx, bearerToken(req));
  });

  // Fail at start-up, not at request time, when an API route forgets its access rule.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
  });

  // preValidation: an anonymous caller gets 401 before the body is even looked at.
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    if (access === 'apiKey') {
      req.apiBot = await resolveApiKey(req.headers.authorization, req.ip);
      return;
    }
    if (!req.user) throw unauthorized();
    if (access === 'admin' && !isAdmin(req.user)) throw forbidden();
  });

  // The handler (and what it starts) runs as the signed-in user: the audit log's actor (lib/actor.ts).
  // Set after the body is read, so the body parser's callbacks cannot lose it.
  app.addHook('preHandler', (req, _reply, done) => {
    const user = req.user;
    runAsActor(user ? { userId: user.id, name: user.username } : null, done);
  });
});
