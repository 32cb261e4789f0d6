/**
 * Permission matrix: every route of the OpenAPI document x {anonymous, stranger, viewer, manager, owner,
 * admin}. The route list comes from the live OpenAPI document, so a new route without a recipe here fails
 * the test. Each recipe states the rule the route must follow; the expected status per persona is derived
 * from that rule: allowed -> a 2xx/3xx answer, denied -> 401 (anonymous) or 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { PermissionName } from '@asa/domain';
import { createTestApp, type TestApp } from './helpers/harness';
import {
  botInstances,
  kits,
  notifications,
  players,
  purchases,
  servers,
  shopRanks,
  users,
} from '../src/db/schema';
import { createSession } from '../src/features/auth/sessions';
import { demoPersonas, type DemoPersona } from '../src/features/demo/personas';
import { createDownloadToken } from '../src/features/users/service';
import { startFakeRcon } from '../src/integrations/rcon/fake-server';
import { memberResource, patreonSignature } from '../src/integrations/patreon/fake-server';
import { startFakeAsaBot } from '../src/integrations/asabot/fake-server';
import { fakeAsaService, startFakeNitrado } from '../src/integrations/nitrado/fake-server';

type Persona = DemoPersona | 'anonymous';
const personas: Persona[] = ['anonymous', 'stranger', 'viewer', 'manager', 'owner', 'admin'];
/**
 * public: anybody; user: any session; member: owner or manager of the instance; admin: site admin;
 * apiKey: no session at all (401 for every persona; `Authorization: BOT <key>` only); else a permission.
 */
type Rule = 'public' | 'user' | 'member' | 'admin' | 'apiKey' | PermissionName;

interface Recipe {
  rule: Rule;
  /** Builds the request for one persona (called right before the call, so it may create fresh rows). */
  request(p: Persona): Promise<InjectOptions> | InjectOptions;
}

let t: TestApp;
let rcon: Awaited<ReturnType<typeof startFakeRcon>>;
let asaBot: Awaited<ReturnType<typeof startFakeAsaBot>>;
let nitrado: Awaited<ReturnType<typeof startFakeNitrado>>;
const userIdOf = async (p: DemoPersona) =>
  (await t.ctx.db.select().from(users).where(eq(users.discordId, demoPersonas[p].discordId)))[0]!.id;

const validServer = () => ({
  botId: t.botId,
  name: 'Matrix',
  ip: '198.51.100.9',
  rconPort: 27030,
  rconPassword: 'matrix-pass',
  maxPlayers: 10,
  sortingIndex: 0,
  serverGroup: '',
});
const freshServer = async () =>
  (
    await t.ctx.db
      .insert(servers)
      .values({ ...validServer(), rconPassword: t.ctx.secrets.encrypt('matrix-pass') })
      .returning()
  )[0]!;
const freshPlayer = async () =>
  (
    await t.ctx.db
      .insert(players)
      .values({
        botId: t.botId,
        name: 'Matrix',
        discordName: 'matrix',
        discordId: `4${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 18),
      })
      .returning()
  )[0]!;
const firstRow = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const bot = async () => (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
/** A new instance owned by the demo owner with the demo managers, for destructive calls. */
const freshInstance = async () =>
  (
    await t.ctx.db
      .insert(botInstances)
      .values({
        guildId: `8${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        ownerId: demoPersonas.owner.discordId,
        managers: [
          {
            discordId: demoPersonas.viewer.discordId,
            permissions: ['Servers_View', 'Kits_View', 'Players_View'],
          },
          { discordId: demoPersonas.manager.discordId, permissions: ['FullAccess'] },
        ],
      })
      .returning()
  )[0]!;

/** Logs the fake Nitrado account in (OAuth round trip); a repeated login updates the same account. */
async function nitradoLogin() {
  const authUrl = (
    await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/${t.botId}` })
  ).json() as string;
  const state = new URL(authUrl).searchParams.get('state');
  await t.app.inject({ method: 'GET', url: `/api/nitrado/auth/callback?code=matrix-code&state=${state}` });
}

/** link / unlink / sync / addServer of a sync dashboard; `link` links a fresh server to `serviceId`. */
function syncWriteRecipes(
  provider: 'nitrado' | 'asabot',
  rule: PermissionName,
  serviceId: number | string,
  link: (serverId: number) => Promise<void>,
): Record<string, Recipe> {
  const url = (what: string) => `/api/${provider}/${what}/${t.botId}`;
  // the logout recipes run first: log the Nitrado account in again before each call
  const prepare = () => (provider === 'nitrado' ? nitradoLogin() : Promise.resolve());
  return {
    [`POST /api/${provider}/link/{botId}`]: {
      rule,
      request: async () => {
        await prepare();
        const s = await freshServer();
        return { method: 'POST', url: url('link'), payload: { serverId: s.id, serviceId, overwrite: true } };
      },
    },
    [`POST /api/${provider}/unlink/{botId}`]: {
      rule,
      request: async () => ({
        method: 'POST',
        url: url('unlink'),
        payload: { serverId: (await freshServer()).id },
      }),
    },
    [`POST /api/${provider}/sync/{botId}`]: {
      rule,
      request: async () => {
        await prepare();
        const s = await freshServer();
        await link(s.id);
        return { method: 'POST', url: url('sync'), payload: { serverIds: [s.id] } };
      },
    },
    [`POST /api/${provider}/addServer/{botId}`]: {
      rule,
      request: async () => {
        await prepare();
        // the service must be free (a linked one answers 409)
        await t.ctx.db
          .update(servers)
          .set(provider === 'nitrado' ? { nitradoServiceId: 0 } : { asaBotServerId: '' })
          .where(eq(servers.botId, t.botId));
        return { method: 'POST', url: url('addServer'), payload: { serviceId } };
      },
    },
  };
}

/** Player portal: the persona's player (credits, a voucher) and a kit/server that deliver to the RCON fake. */
function portalRecipes(): Record<string, Recipe> {
  const guild = async () =>
    (await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId)))[0]!.guildId;
  const order = async (p: Persona, voucher: boolean): Promise<InjectOptions> => {
    const s = await freshServer();
    await t.ctx.db.update(servers).set({ rconPort: rcon.port, ip: '127.0.0.1' }).where(eq(servers.id, s.id));
    const k = await firstRow(
      t.ctx.db
        .insert(kits)
        .values({
          botId: t.botId,
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
      await t.ctx.db
        .insert(players)
        .values({ botId: t.botId, name: p, discordName: p, discordId, ...values })
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
    'POST /api/portal/{guildId}/buy': { rule: 'user', request: (p) => order(p, false) },
    'POST /api/portal/{guildId}/redeem': { rule: 'user', request: (p) => order(p, true) },
    'POST /api/portal/{guildId}/buyRank': {
      rule: 'user',
      request: async () => {
        const r = await firstRow(
          t.ctx.db
            .insert(shopRanks)
            .values({ botId: t.botId, name: 'R', description: 'd', buyRoleEnabled: true, buyRolePrice: 0 })
            .returning(),
        );
        return { method: 'POST', url: `/api/portal/${await guild()}/buyRank`, payload: { rankId: r.id } };
      },
    },
  };
}

const recipes: Record<string, Recipe> = {
  // public
  'GET /api/settings/management': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/settings/management' }),
  },
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
    request: () => ({ method: 'GET', url: '/api/auth/discord/bot-callback?guild_id=1&state=y' }),
  },
  'GET /api/user/downloadData/{token}': {
    rule: 'public',
    request: async () => ({
      method: 'GET',
      url: `/api/user/downloadData/${await createDownloadToken(t.ctx, await userIdOf('owner'))}`,
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
  'POST /api/auth/logout': {
    rule: 'user',
    // logs out a second session of the same user, so the persona's own token stays valid
    request: async (p) => ({
      method: 'POST',
      url: '/api/auth/logout',
      headers:
        p === 'anonymous' ? {} : { authorization: `Bearer ${await createSession(t.ctx, await userIdOf(p))}` },
    }),
  },
  'GET /api/user/self': { rule: 'user', request: () => ({ method: 'GET', url: '/api/user/self' }) },
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
        t.ctx.db.insert(notifications).values({ userId: owner, message: 'm' }).returning(),
      );
      return { method: 'DELETE', url: '/api/notification', payload: { notificationId: n.id } };
    },
  },
  'DELETE /api/notification/clear': {
    rule: 'user',
    request: () => ({ method: 'DELETE', url: '/api/notification/clear' }),
  },
  'GET /api/kit/samples': { rule: 'user', request: () => ({ method: 'GET', url: '/api/kit/samples' }) },
  'POST /api/rcon/test': {
    rule: 'Servers_Edit',
    request: async () => {
      const s = await freshServer();
      await t.ctx.db
        .update(servers)
        .set({ rconPort: rcon.port, ip: '127.0.0.1' })
        .where(eq(servers.id, s.id));
      return {
        method: 'POST',
        url: '/api/rcon/test',
        payload: { host: '127.0.0.1', port: rcon.port, password: '**********', serverId: s.id },
      };
    },
  },
  // members of the instance
  'PUT /api/bots': {
    rule: 'member',
    request: async () => ({ method: 'PUT', url: '/api/bots', payload: { bot: await bot() } }),
  },
  'GET /api/bots/channels': {
    rule: 'member',
    request: () => ({ method: 'GET', url: `/api/bots/channels?id=${t.botId}` }),
  },
  'GET /api/bots/categories': {
    rule: 'member',
    request: () => ({ method: 'GET', url: `/api/bots/categories?id=${t.botId}` }),
  },
  'GET /api/bots/roles': {
    rule: 'member',
    request: () => ({ method: 'GET', url: `/api/bots/roles?id=${t.botId}` }),
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
    request: () => ({ method: 'POST', url: '/api/bots/recreateApiKey', payload: { botId: t.botId } }),
  },
  // admin
  'GET /api/user/all': { rule: 'admin', request: () => ({ method: 'GET', url: '/api/user/all' }) },
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
        t.ctx.db
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
  // servers
  'GET /api/server/list/{botId}': {
    rule: 'Servers_View',
    request: () => ({ method: 'GET', url: `/api/server/list/${t.botId}` }),
  },
  'POST /api/server': {
    rule: 'Servers_Edit',
    request: () => ({ method: 'POST', url: '/api/server', payload: { server: validServer() } }),
  },
  'PUT /api/server': {
    rule: 'Servers_Edit',
    request: async () => ({
      method: 'PUT',
      url: '/api/server',
      payload: { server: { ...validServer(), id: (await freshServer()).id } },
    }),
  },
  'PUT /api/server/bulk': {
    rule: 'Servers_Edit',
    request: async () => ({
      method: 'PUT',
      url: '/api/server/bulk',
      payload: { servers: [{ ...validServer(), id: (await freshServer()).id, rconPassword: '**********' }] },
    }),
  },
  'DELETE /api/server': {
    rule: 'Servers_Edit',
    request: async () => ({
      method: 'DELETE',
      url: '/api/server',
      payload: { serverId: (await freshServer()).id },
    }),
  },
  // players
  'GET /api/player/list/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/player/list/${t.botId}` }),
  },
  'GET /api/player/{playerId}/credits': {
    rule: 'Players_View',
    request: async () => ({ method: 'GET', url: `/api/player/${(await freshPlayer()).id}/credits` }),
  },
  'POST /api/player': {
    rule: 'Players_Edit',
    request: () => ({
      method: 'POST',
      url: '/api/player',
      payload: {
        player: {
          botId: t.botId,
          name: 'New',
          discordName: 'new',
          discordId: `5${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(0, 18),
        },
      },
    }),
  },
  'PUT /api/player': {
    rule: 'Players_Edit',
    request: async () => {
      const p = await freshPlayer();
      return {
        method: 'PUT',
        url: '/api/player',
        payload: {
          player: { id: p.id, botId: p.botId, name: 'Renamed', discordName: 'r', discordId: p.discordId },
        },
      };
    },
  },
  'DELETE /api/player': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'DELETE',
      url: '/api/player',
      payload: { playerId: (await freshPlayer()).id },
    }),
  },
  'PUT /api/player/credit': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: (await freshPlayer()).id, credits: 5, reason: 'matrix' },
    }),
  },
  'PUT /api/player/voucher': {
    rule: 'Players_Edit',
    request: async () => {
      const k = await firstRow(
        t.ctx.db.insert(kits).values({ botId: t.botId, name: 'K', description: 'd' }).returning(),
      );
      return {
        method: 'PUT',
        url: '/api/player/voucher',
        payload: { playerId: (await freshPlayer()).id, kitId: k.id, count: 1 },
      };
    },
  },
  // purchases
  'GET /api/purchase/list/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/purchase/list/${t.botId}?status=failed` }),
  },
  'POST /api/purchase/retry': {
    rule: 'Players_Edit',
    // a failed free purchase on a server behind the local RCON fake: the retry delivers it
    request: async () => {
      const s = await freshServer();
      await t.ctx.db
        .update(servers)
        .set({ rconPort: rcon.port, ip: '127.0.0.1' })
        .where(eq(servers.id, s.id));
      const p = await freshPlayer();
      const row = await firstRow(
        t.ctx.db
          .insert(purchases)
          .values({
            botId: t.botId,
            playerId: p.id,
            playerName: p.name,
            kitName: 'Matrix',
            serverId: s.id,
            serverName: s.name,
            source: 'dashboard',
            status: 'failed',
            refunded: true,
            results: [{ command: 'ServerChat matrix', ok: false, response: 'timeout' }],
          })
          .returning(),
      );
      return { method: 'POST', url: '/api/purchase/retry', payload: { purchaseId: row.id } };
    },
  },
  // kits
  'GET /api/kit/list/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/kit/list/${t.botId}` }),
  },
  'POST /api/kit': {
    rule: 'Kits_Edit',
    request: () => ({
      method: 'POST',
      url: '/api/kit',
      payload: { kit: { botId: t.botId, name: 'K', description: 'd', price: 1 } },
    }),
  },
  'PUT /api/kit': {
    rule: 'Kits_Edit',
    request: async () => {
      const k = await firstRow(
        t.ctx.db.insert(kits).values({ botId: t.botId, name: 'K', description: 'd' }).returning(),
      );
      return {
        method: 'PUT',
        url: '/api/kit',
        payload: { kit: { id: k.id, botId: t.botId, name: 'K2', description: 'd' } },
      };
    },
  },
  'DELETE /api/kit': {
    rule: 'Kits_Edit',
    request: async () => {
      const k = await firstRow(
        t.ctx.db.insert(kits).values({ botId: t.botId, name: 'K', description: 'd' }).returning(),
      );
      return { method: 'DELETE', url: '/api/kit', payload: { kitId: k.id } };
    },
  },
  // hosting provider and companion bot
  'GET /api/nitrado/auth/{botId}': {
    rule: 'Nitrado_Edit',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/${t.botId}` }),
  },
  'GET /api/nitrado/auth/callback': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/nitrado/auth/callback?code=x&state=y' }),
  },
  'GET /api/nitrado/auth/verify/{botId}': {
    rule: 'Nitrado_View',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/verify/${t.botId}` }),
  },
  'GET /api/nitrado/auth/usernames/{botId}': {
    rule: 'Nitrado_View',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/usernames/${t.botId}` }),
  },
  'GET /api/nitrado/auth/logout/{botId}/{username}': {
    rule: 'Nitrado_Edit',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/logout/${t.botId}/nobody` }),
  },
  'GET /api/nitrado/auth/logoutAll/{botId}': {
    rule: 'Nitrado_Edit',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/logoutAll/${t.botId}` }),
  },
  'GET /api/nitrado/services/{botId}': {
    rule: 'Nitrado_View',
    request: () => ({ method: 'GET', url: `/api/nitrado/services/${t.botId}` }),
  },
  'GET /api/nitrado/sync/{botId}': {
    rule: 'Nitrado_View',
    request: () => ({ method: 'GET', url: `/api/nitrado/sync/${t.botId}` }),
  },
  'GET /api/asabot/servers/{botId}': {
    rule: 'AsaBotSync_View',
    request: () => ({ method: 'GET', url: `/api/asabot/servers/${t.botId}` }),
  },
  'GET /api/asabot/sync/{botId}': {
    rule: 'AsaBotSync_View',
    request: () => ({ method: 'GET', url: `/api/asabot/sync/${t.botId}` }),
  },
  // hosting sync writes (need the provider's Edit and Servers_Edit; manager has FullAccess)
  ...syncWriteRecipes('nitrado', 'Nitrado_Edit', 7001, async (id) => {
    await t.ctx.db.update(servers).set({ nitradoServiceId: 7001 }).where(eq(servers.id, id));
  }),
  ...syncWriteRecipes('asabot', 'AsaBotSync_Edit', 'm-1', async (id) => {
    await t.ctx.db.update(servers).set({ asaBotServerId: 'm-1' }).where(eq(servers.id, id));
  }),
  'GET /api/jobs/status/{botId}': {
    rule: 'member',
    request: () => ({ method: 'GET', url: `/api/jobs/status/${t.botId}` }),
  },
  ...portalRecipes(),
  'GET /api/tip4serv/checkConnection/{botId}': {
    rule: 'Tip4Serv_View',
    request: () => ({ method: 'GET', url: `/api/tip4serv/checkConnection/${t.botId}` }),
  },
  // shop ranks
  'GET /api/role/list/{botId}': {
    rule: 'Roles_View',
    request: () => ({ method: 'GET', url: `/api/role/list/${t.botId}` }),
  },
  'POST /api/role': {
    rule: 'Roles_Edit',
    request: () => ({
      method: 'POST',
      url: '/api/role',
      payload: { role: { botId: t.botId, name: 'R', description: 'd' } },
    }),
  },
  'PUT /api/role': {
    rule: 'Roles_Edit',
    request: async () => {
      const r = await firstRow(
        t.ctx.db.insert(shopRanks).values({ botId: t.botId, name: 'R', description: 'd' }).returning(),
      );
      return {
        method: 'PUT',
        url: '/api/role',
        payload: { role: { id: r.id, botId: t.botId, name: 'R2', description: 'd' } },
      };
    },
  },
  'DELETE /api/role': {
    rule: 'Roles_Edit',
    request: async () => {
      const r = await firstRow(
        t.ctx.db.insert(shopRanks).values({ botId: t.botId, name: 'R', description: 'd' }).returning(),
      );
      return { method: 'DELETE', url: '/api/role', payload: { roleId: r.id } };
    },
  },
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
        t.ctx.db.insert(kits).values({ botId: t.botId, name: 'K', description: 'd' }).returning(),
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
};

/** Routes that exist only in demo mode (checked in auth.test.ts) are not in this app's document. */
function allowed(rule: Rule, p: Persona): boolean {
  if (rule === 'apiKey') return false;
  if (rule === 'public') return true;
  if (p === 'anonymous') return false;
  if (rule === 'user') return true;
  if (rule === 'admin') return p === 'admin';
  const member = p === 'owner' || p === 'manager' || p === 'viewer';
  if (rule === 'member') return member;
  if (p === 'owner') return true;
  if (p === 'manager') return rule !== 'Owner';
  if (p === 'viewer') return rule.endsWith('_View');
  return false;
}

beforeAll(async () => {
  nitrado = await startFakeNitrado({
    clientId: 'nc',
    clientSecret: 'ns',
    accounts: [
      { userId: 7, username: 'matrix', code: 'matrix-code', services: [fakeAsaService(7001, 'Matrix')] },
    ],
  });
  t = await createTestApp({
    PATREON_WEBHOOK_SECRET: 'matrix-secret',
    NITRADO_API_URL: nitrado.url,
    NITRADO_OAUTH_URL: nitrado.url,
    NITRADO_CLIENT_ID: 'nc',
    NITRADO_CLIENT_SECRET: 'ns',
  });
  rcon = await startFakeRcon({ password: 'matrix-pass' });
  asaBot = await startFakeAsaBot({
    apiKey: 'k',
    servers: [
      {
        id: 'm-1',
        name: 'Matrix',
        host: '198.51.100.9',
        gamePort: 7777,
        rconPort: 27030,
        rconPassword: 'matrix-pass',
      },
    ],
    players: [],
  });
  const b = await bot();
  await t.call('owner', {
    method: 'PUT',
    url: '/api/bots',
    payload: {
      bot: {
        ...b,
        asaBotSyncSettings: {
          ...b.asaBotSyncSettings,
          isEnabled: true,
          apiKey: 'k',
          overrideApiUrl: true,
          apiUrl: asaBot.url,
        },
      },
    },
  });
});
afterAll(async () => {
  await nitrado?.close();
  await asaBot?.close();
  await rcon?.close();
  await t?.close();
});

async function routeList(): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of Object.keys(ops)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method))
        out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out.sort();
}

describe('permission matrix', () => {
  it('has a recipe for every route of the OpenAPI document', async () => {
    const routes = await routeList();
    expect(routes.filter((r) => !recipes[r])).toEqual([]);
    // and no recipe for a route that is gone
    expect(Object.keys(recipes).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('answers each persona as the route rule says', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of await routeList()) {
      const recipe = recipes[route];
      if (!recipe) continue;
      for (const p of personas) {
        const req = await recipe.request(p);
        const res = await t.call(p, req);
        const ok = allowed(recipe.rule, p);
        const denied = p === 'anonymous' || recipe.rule === 'apiKey' ? 401 : 403;
        const good = ok ? res.statusCode < 400 : res.statusCode === denied;
        if (!good)
          failures.push(
            `${route} as ${p}: expected ${ok ? '2xx/3xx' : denied}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(Object.keys(recipes).length * personas.length);
  });

  it("answers the key routes (rule apiKey) with the instance's BOT key", async () => {
    const key = (
      await t.call('owner', { method: 'POST', url: '/api/bots/recreateApiKey', payload: { botId: t.botId } })
    ).json().apiSettings.apiKey as string;
    const b = await bot();
    await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...b, apiSettings: { ...b.apiSettings, isEnabled: true } } },
    });
    const failures: string[] = [];
    for (const [route, recipe] of Object.entries(recipes).filter(([, r]) => r.rule === 'apiKey')) {
      const req = await recipe.request('anonymous');
      const res = await t.app.inject({ ...req, headers: { ...req.headers, authorization: `BOT ${key}` } });
      if (res.statusCode >= 400) failures.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
