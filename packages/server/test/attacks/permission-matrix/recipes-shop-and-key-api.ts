/** Recipes: the player portal (shop for players) and the key API (`Authorization: BOT <key>`). */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { botInstances, kits, players, shopRanks } from '../../../src/db/schema';
import { demoPersonas } from '../../../src/features/demo/personas';
import { firstRow, freshPlayer, freshServerBehindFake, m, type Persona, type Recipe } from './context';

/** Player portal: the persona's player (credits, a voucher) and a kit/server that deliver to the RCON fake. */
export function portalRecipes(): Record<string, Recipe> {
  const guild = async () =>
    (await m.t.ctx.db.select().from(botInstances).where(eq(botInstances.id, m.t.botId)))[0]!.guildId;
  const order = async (p: Persona, voucher: boolean): Promise<InjectOptions> => {
    const s = await freshServerBehindFake();
    const k = await firstRow(
      m.t.ctx.db
        .insert(kits)
        .values({
          botId: m.t.botId,
          name: 'Portal',
          description: 'd',
          price: 5,
          isBuyable: !voucher,
          itemGroups: [{ index: 0, name: '', items: [{ index: 0, command: 'SaveWorld' }] }],
        })
        .returning(),
    );
    if (p !== 'anonymous') {
      const discordId = demoPersonas[p].discordId;
      const values = { credits: 100, kitVouchers: [{ kitId: k.id, count: 1 }] };
      await m.t.ctx.db
        .insert(players)
        .values({ botId: m.t.botId, name: p, discordName: p, discordId, ...values })
        .onConflictDoUpdate({
          target: [players.botId, players.discordId],
          targetWhere: sql`discord_id <> ''`,
          set: values,
        });
    }
    return {
      method: 'POST',
      url: `/api/portal/${await guild()}/${voucher ? 'redeem' : 'buy'}`,
      payload: { kitId: k.id, serverId: s.id },
    };
  };
  return {
    'GET /api/portal/{guildId}': {
      rule: 'public',
      request: async () => ({ method: 'GET', url: `/api/portal/${await guild()}` }),
    },
    'GET /api/portal/{guildId}/me': {
      rule: 'user',
      request: async () => ({ method: 'GET', url: `/api/portal/${await guild()}/me` }),
    },
    'GET /api/portal/{guildId}/players': {
      // only registered players of the instance may search it (403 otherwise, test/attacks/player-search.test.ts):
      // the persona is made one, as for an order
      rule: 'user',
      request: async (p) => {
        if (p !== 'anonymous') {
          const discordId = demoPersonas[p].discordId;
          await m.t.ctx.db
            .insert(players)
            .values({ botId: m.t.botId, name: p, discordName: p, discordId, credits: 100 })
            .onConflictDoUpdate({
              target: [players.botId, players.discordId],
              targetWhere: sql`discord_id <> ''`,
              set: { credits: 100 },
            });
        }
        return { method: 'GET', url: `/api/portal/${await guild()}/players?q=Rex` };
      },
    },
    'PUT /api/portal/{guildId}/notifications': {
      rule: 'user',
      request: async () => ({
        method: 'PUT',
        url: `/api/portal/${await guild()}/notifications`,
        payload: { dmNotifications: true },
      }),
    },
    'POST /api/portal/{guildId}/buy': { rule: 'user', request: (p) => order(p, false) },
    // transfers switched on; each persona a player with credits, sending 1 credit to a fresh player
    'POST /api/portal/{guildId}/transfers': {
      rule: 'user',
      request: async (p) => {
        await m.t.ctx.db
          .execute(sql`update bot_instances set settings = jsonb_set(settings, '{transferSettings}',
          coalesce(settings->'transferSettings', '{}'::jsonb) || '{"isEnabled": true}') where id = ${m.t.botId}`);
        const to = await firstRow(
          m.t.ctx.db
            .insert(players)
            .values({ botId: m.t.botId, name: `Matrix ${p} ${Date.now()}`, discordName: 'to' })
            .returning(),
        );
        if (p !== 'anonymous') {
          const discordId = demoPersonas[p].discordId;
          await m.t.ctx.db
            .insert(players)
            .values({ botId: m.t.botId, name: p, discordName: p, discordId, credits: 100 })
            .onConflictDoUpdate({
              target: [players.botId, players.discordId],
              targetWhere: sql`discord_id <> ''`,
              set: { credits: 100 },
            });
        }
        return {
          method: 'POST',
          url: `/api/portal/${await guild()}/transfers`,
          payload: { toPlayerId: to.id, amount: 1, idempotencyKey: `matrix-${p}-${Date.now()}` },
        };
      },
    },
    'GET /api/portal/{guildId}/leaderboard': {
      rule: 'user',
      request: async () => ({
        method: 'GET',
        url: `/api/portal/${await guild()}/leaderboard?metric=votes&period=all`,
      }),
    },
    'PUT /api/portal/{guildId}/leaderboard': {
      rule: 'user',
      request: async () => ({
        method: 'PUT',
        url: `/api/portal/${await guild()}/leaderboard`,
        payload: { optOut: false },
      }),
    },
    'POST /api/portal/{guildId}/redeem': { rule: 'user', request: (p) => order(p, true) },
    'POST /api/portal/{guildId}/linkCode': {
      rule: 'user',
      request: async () => {
        // the portal offers link codes while the in-game shop is on (the group holds no secret)
        await m.t.ctx.db.execute(sql`update bot_instances set settings = jsonb_set(settings,
          '{inGameShopSettings,isEnabled}', 'true') where id = ${m.t.botId}`);
        return { method: 'POST', url: `/api/portal/${await guild()}/linkCode` };
      },
    },
    'POST /api/portal/{guildId}/buyRank': {
      rule: 'user',
      request: async () => {
        const r = await firstRow(
          m.t.ctx.db
            .insert(shopRanks)
            .values({ botId: m.t.botId, name: 'R', description: 'd', buyRoleEnabled: true, buyRolePrice: 0 })
            .returning(),
        );
        return { method: 'POST', url: `/api/portal/${await guild()}/buyRank`, payload: { rankId: r.id } };
      },
    },
  };
}

/** Key API: sessions never pass. */
export const keyApiRecipes: Record<string, Recipe> = {
  // key API (Authorization: BOT <key>): sessions never pass
  'GET /api/v1/players': { rule: 'apiKey', request: () => ({ method: 'GET', url: '/api/v1/players' }) },
  'GET /api/v1/players/{playerRef}': {
    rule: 'apiKey',
    request: async () => ({ method: 'GET', url: `/api/v1/players/${(await freshPlayer()).id}` }),
  },
  'PUT /api/v1/players/{playerRef}/credits': {
    rule: 'apiKey',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/players/${(await freshPlayer()).id}/credits`,
      payload: { amount: 5, reason: 'matrix' },
    }),
  },
  'POST /api/v1/players/{playerRef}/vouchers': {
    rule: 'apiKey',
    request: async () => {
      const k = await firstRow(
        m.t.ctx.db.insert(kits).values({ botId: m.t.botId, name: 'K', description: 'd' }).returning(),
      );
      return {
        method: 'POST',
        url: `/api/v1/players/${(await freshPlayer()).id}/vouchers`,
        payload: { kitId: k.id, count: 1 },
      };
    },
  },
  'GET /api/v1/kits': { rule: 'apiKey', request: () => ({ method: 'GET', url: '/api/v1/kits' }) },
  'GET /api/v1/purchases': { rule: 'apiKey', request: () => ({ method: 'GET', url: '/api/v1/purchases' }) },
  'POST /api/v1/purchases': {
    rule: 'apiKey',
    // a free kit (no must-be-online) on a server behind the local RCON fake, for a registered player
    request: async () => {
      const s = await freshServerBehindFake();
      const k = await firstRow(
        m.t.ctx.db
          .insert(kits)
          .values({
            botId: m.t.botId,
            name: 'Key API',
            description: 'd',
            price: 0,
            mustBeOnline: false,
            itemGroups: [{ index: 0, name: '', items: [{ index: 0, command: 'SaveWorld' }] }],
          })
          .returning(),
      );
      const p = await freshPlayer();
      return {
        method: 'POST',
        url: '/api/v1/purchases',
        headers: { 'idempotency-key': crypto.randomUUID() },
        payload: { discordId: p.discordId, kitId: k.id, serverId: s.id },
      };
    },
  },
};
