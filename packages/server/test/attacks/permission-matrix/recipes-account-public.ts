/** Recipes: public routes, session-only routes, instance membership, owner-only and site admin routes. */
import { createSession } from '../../../src/features/auth/service';
import { createDownloadToken } from '../../../src/features/users/service';
import { memberResource, patreonSignature } from '../../../src/integrations/patreon/fake-server';
import { notifications, users } from '../../../src/db/schema';
import { bot, firstRow, freshInstance, m, userIdOf, type Recipe } from './context';

export const accountPublicRecipes: Record<string, Recipe> = {
  // public
  'GET /api/settings/management': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/settings/management' }),
  },
  'GET /healthz': { rule: 'public', request: () => ({ method: 'GET', url: '/healthz' }) },
  'GET /readyz': { rule: 'public', request: () => ({ method: 'GET', url: '/readyz' }) },
  'GET /api/statistics': { rule: 'public', request: () => ({ method: 'GET', url: '/api/statistics' }) },
  'GET /api/auth/management/verifyLogin': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/management/verifyLogin?token=x' }),
  },
  'GET /api/auth/discord/login': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/discord/login' }),
  },
  'GET /api/auth/discord/callback': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/discord/callback?code=x&state=y' }),
  },
  'GET /api/auth/discord/join': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/discord/join' }),
  },
  'GET /api/auth/discord/bot-callback': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/discord/bot-callback?guild_id=1&state=y&code=x' }),
  },
  'GET /api/user/downloadData/{token}': {
    rule: 'public',
    request: async () => ({
      method: 'GET',
      url: `/api/user/downloadData/${await createDownloadToken(m.t.ctx, await userIdOf('owner'))}`,
    }),
  },
  'POST /api/subscription/patreon/webhook': {
    rule: 'public',
    request: () => {
      const raw = JSON.stringify(
        memberResource({ memberId: 'm', userId: 'u', email: '', discordId: '1', cents: 0, status: null }),
      );
      return {
        method: 'POST',
        url: '/api/subscription/patreon/webhook',
        headers: {
          'content-type': 'application/json',
          'x-patreon-event': 'members:update',
          'x-patreon-signature': patreonSignature('matrix-secret', raw),
        },
        payload: raw,
      };
    },
  },
  // any session
  'GET /api/auth/sessions': {
    rule: 'user',
    request: () => ({ method: 'GET', url: '/api/auth/sessions' }),
  },
  'DELETE /api/auth/sessions/{id}': {
    rule: 'user',
    // ends a second session of the same user (anonymous: of the owner), so the persona's own token stays valid
    request: async (p) => {
      const token = await createSession(m.t.ctx, await userIdOf(p === 'anonymous' ? 'owner' : p));
      const { sessions } = await import('../../../src/db/schema');
      const { eq } = await import('drizzle-orm');
      const { sha256 } = await import('../../../src/lib/crypto');
      const [row] = await m.t.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)));
      return { method: 'DELETE', url: `/api/auth/sessions/${row!.id}` };
    },
  },
  'POST /api/auth/logout': {
    rule: 'user',
    // logs out a second session of the same user, so the persona's own token stays valid
    request: async (p) => ({
      method: 'POST',
      url: '/api/auth/logout',
      headers:
        p === 'anonymous'
          ? {}
          : { authorization: `Bearer ${await createSession(m.t.ctx, await userIdOf(p))}` },
    }),
  },
  'GET /api/user/self': { rule: 'user', request: () => ({ method: 'GET', url: '/api/user/self' }) },
  'PUT /api/user/language': {
    rule: 'user',
    request: () => ({ method: 'PUT', url: '/api/user/language', payload: { language: 'de' } }),
  },
  'GET /api/user/downloadData': {
    rule: 'user',
    request: () => ({ method: 'GET', url: '/api/user/downloadData' }),
  },
  'GET /api/limit/all': { rule: 'user', request: () => ({ method: 'GET', url: '/api/limit/all?tierId=2' }) },
  'GET /api/bots/forDiscordUser': {
    rule: 'user',
    request: () => ({ method: 'GET', url: '/api/bots/forDiscordUser' }),
  },
  'GET /api/bots/limits': { rule: 'user', request: () => ({ method: 'GET', url: '/api/bots/limits' }) },
  'GET /api/notification': { rule: 'user', request: () => ({ method: 'GET', url: '/api/notification' }) },
  'DELETE /api/notification': {
    rule: 'user',
    request: async (p) => {
      const owner = p === 'anonymous' ? await userIdOf('owner') : await userIdOf(p);
      const n = await firstRow(
        m.t.ctx.db.insert(notifications).values({ userId: owner, message: 'm' }).returning(),
      );
      return { method: 'DELETE', url: '/api/notification', payload: { notificationId: n.id } };
    },
  },
  'DELETE /api/notification/clear': {
    rule: 'user',
    request: () => ({ method: 'DELETE', url: '/api/notification/clear' }),
  },
  'GET /api/kit/samples': { rule: 'user', request: () => ({ method: 'GET', url: '/api/kit/samples' }) },
  // members of the instance
  'PUT /api/bots': {
    rule: 'member',
    request: async () => ({ method: 'PUT', url: '/api/bots', payload: { bot: await bot() } }),
  },
  'GET /api/bots/channels': {
    rule: 'member',
    request: () => ({ method: 'GET', url: `/api/bots/channels?id=${m.t.botId}` }),
  },
  'GET /api/bots/categories': {
    rule: 'member',
    request: () => ({ method: 'GET', url: `/api/bots/categories?id=${m.t.botId}` }),
  },
  'GET /api/bots/roles': {
    rule: 'member',
    request: () => ({ method: 'GET', url: `/api/bots/roles?id=${m.t.botId}` }),
  },
  // owner only
  'DELETE /api/bots': {
    rule: 'Owner',
    request: async () => ({
      method: 'DELETE',
      url: '/api/bots',
      payload: { id: (await freshInstance()).id },
    }),
  },
  'POST /api/bots/recreateApiKey': {
    rule: 'Owner',
    request: () => ({ method: 'POST', url: '/api/bots/recreateApiKey', payload: { botId: m.t.botId } }),
  },
  // admin
  'GET /api/user/all': { rule: 'admin', request: () => ({ method: 'GET', url: '/api/user/all' }) },
  'GET /api/admin/status': { rule: 'admin', request: () => ({ method: 'GET', url: '/api/admin/status' }) },
  'POST /api/user/': {
    rule: 'admin',
    request: async () => ({
      method: 'POST',
      url: '/api/user/',
      payload: { user: { id: await userIdOf('stranger'), tier: 0, role: 0, bonusType: 0, patreonEmail: '' } },
    }),
  },
  'DELETE /api/user/{id}': {
    rule: 'admin',
    request: async () => {
      const u = await firstRow(
        m.t.ctx.db
          .insert(users)
          .values({ discordId: `9${Date.now()}${Math.random()}`.slice(0, 19), username: 'gone' })
          .returning(),
      );
      return { method: 'DELETE', url: `/api/user/${u.id}` };
    },
  },
  'GET /api/subscription/check/all': {
    rule: 'admin',
    request: () => ({ method: 'GET', url: '/api/subscription/check/all' }),
  },
};
