/** Shared parts of the permission matrix: personas, rules, the context filled by the test's beforeAll, builders. */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { PermissionName } from '@asa/domain';
import type { TestApp } from '../../helpers/harness';
import { botInstances, players, servers, users } from '../../../src/db/schema';
import { demoPersonas, type DemoPersona } from '../../../src/features/demo/personas';
import type { startFakeRcon } from '../../../src/integrations/rcon/fake-server';
import type { startFakeAsaBot } from '../../../src/integrations/asabot/fake-server';
import type { startFakeNitrado } from '../../../src/integrations/nitrado/fake-server';

export type Persona = DemoPersona | 'anonymous';
export const personas: Persona[] = ['anonymous', 'stranger', 'viewer', 'manager', 'owner', 'admin'];
/**
 * public: anybody; user: any session; member: owner or manager of the instance; admin: site admin;
 * apiKey: no session at all (401 for every persona; `Authorization: BOT <key>` only); else a permission.
 */
export type Rule = 'public' | 'user' | 'member' | 'admin' | 'apiKey' | PermissionName;

export interface Recipe {
  rule: Rule;
  /** Builds the request for one persona (called right before the call, so it may create fresh rows). */
  request(p: Persona): Promise<InjectOptions> | InjectOptions;
}

/** Filled by the test's beforeAll; read only inside functions (never at import time). */
export const m = {
  t: undefined as unknown as TestApp,
  rcon: undefined as unknown as Awaited<ReturnType<typeof startFakeRcon>>,
  asaBot: undefined as unknown as Awaited<ReturnType<typeof startFakeAsaBot>>,
  nitrado: undefined as unknown as Awaited<ReturnType<typeof startFakeNitrado>>,
};

/** Merges the recipe maps of the areas; a route defined in two of them is an error. */
export function mergeRecipes(...parts: Record<string, Recipe>[]): Record<string, Recipe> {
  const merged: Record<string, Recipe> = {};
  for (const part of parts) {
    for (const [route, recipe] of Object.entries(part)) {
      if (merged[route]) throw new Error(`permission matrix: recipe ${route} is defined twice`);
      merged[route] = recipe;
    }
  }
  return merged;
}

export const userIdOf = async (p: DemoPersona) =>
  (await m.t.ctx.db.select().from(users).where(eq(users.discordId, demoPersonas[p].discordId)))[0]!.id;

// sorting indexes are unique per instance: each server made here takes the next free one
let nextSortingIndex = 1000;
export const validServer = () => ({
  botId: m.t.botId,
  name: 'Matrix',
  ip: '198.51.100.9',
  rconPort: 27030,
  rconPassword: 'matrix-pass',
  maxPlayers: 10,
  sortingIndex: nextSortingIndex++,
  serverGroup: '',
});
export const freshServer = async () =>
  (
    await m.t.ctx.db
      .insert(servers)
      .values({ ...validServer(), rconPassword: m.t.ctx.secrets.encrypt('matrix-pass') })
      .returning()
  )[0]!;
/** A new server of the instance behind the local RCON fake (127.0.0.1:<fake port>), so commands reach it. */
export const freshServerBehindFake = async () =>
  (
    await m.t.ctx.db
      .insert(servers)
      .values({
        ...validServer(),
        ip: '127.0.0.1',
        rconPort: m.rcon.port,
        rconPassword: m.t.ctx.secrets.encrypt('matrix-pass'),
      })
      .returning()
  )[0]!;
export const freshPlayer = async () =>
  (
    await m.t.ctx.db
      .insert(players)
      .values({
        botId: m.t.botId,
        name: 'Matrix',
        discordName: 'matrix',
        discordId: `4${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 18),
      })
      .returning()
  )[0]!;
export const firstRow = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
export const bot = async () =>
  (await m.t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
/** A new instance owned by the demo owner with the demo managers, for destructive calls. */
export const freshInstance = async () =>
  (
    await m.t.ctx.db
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
export async function nitradoLogin() {
  const authUrl = (
    await m.t.call('owner', { method: 'GET', url: `/api/nitrado/auth/${m.t.botId}` })
  ).json() as string;
  const state = new URL(authUrl).searchParams.get('state');
  await m.t.app.inject({ method: 'GET', url: `/api/nitrado/auth/callback?code=matrix-code&state=${state}` });
}

/** link / unlink / sync / addServer of a sync dashboard; `link` links a fresh server to `serviceId`. */
export function syncWriteRecipes(
  provider: 'nitrado' | 'asabot',
  rule: PermissionName,
  serviceId: number | string,
  link: (serverId: number) => Promise<void>,
): Record<string, Recipe> {
  const url = (what: string) => `/api/${provider}/${what}/${m.t.botId}`;
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
        await m.t.ctx.db
          .update(servers)
          .set(provider === 'nitrado' ? { nitradoServiceId: 0 } : { asaBotServerId: '' })
          .where(eq(servers.botId, m.t.botId));
        return { method: 'POST', url: url('addServer'), payload: { serviceId } };
      },
    },
  };
}

/**
 * Routes that exist only in demo mode (checked per persona in auth.test.ts and features/demo/presence.test.ts)
 * are not in this app's document.
 */
export function allowed(rule: Rule, p: Persona): boolean {
  if (rule === 'apiKey') return false;
  if (rule === 'public') return true;
  if (p === 'anonymous') return false;
  if (rule === 'user') return true;
  if (rule === 'admin') return p === 'admin';
  const member = p === 'owner' || p === 'manager' || p === 'viewer';
  if (rule === 'member') return member;
  if (p === 'owner') return true;
  if (p === 'manager') return rule !== 'Owner';
  // the demo viewer holds every area's View permission except the audit log's (given to staff on purpose)
  if (p === 'viewer') return rule.endsWith('_View') && rule !== 'AuditLog_View';
  return false;
}
