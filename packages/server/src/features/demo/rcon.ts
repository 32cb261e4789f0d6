import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, players, servers } from '../../db/schema';
import {
  startFakeRcon,
  type FakePlayer,
  type FakeRconOptions,
  type FakeRconServer,
} from '../../integrations/rcon/fake-server';
import { serversChanged } from '../servers/service';
import { DEMO_GUILD_ID } from './personas';
import { DEMO_PLAYER_EOS_ID } from './portal-player';

export const DEMO_RCON_PASSWORD = 'demo-rcon-pass';
/**
 * The admin password the demo Nitrado lists for The Island (so its Server Sync tab shows "Sync Required").
 * The demo game server accepts it too: after a sync (the newcomer's, or a browser test's on the shared demo
 * server) The Island's deliveries keep working, as a real server whose password was changed at the host would.
 */
export const DEMO_NITRADO_PASSWORD = 'new-demo-pass';
/** The seeded demo servers that point at the demo RCON server (servers users add stay as they are). */
export const DEMO_RCON_SERVERS = ['The Island', 'Scorched Earth'];

/** The running demo game server of a context (one per demo process). */
const running = new WeakMap<AppContext, { fake: FakeRconServer; offline: Set<string> }>();

async function demoBot(ctx: AppContext) {
  const [bot] = await ctx.db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  return bot ?? null;
}

/** Every demo player with an EOS id, plus the portal's demo player, minus the ones taken offline. */
async function refreshOnline(ctx: AppContext) {
  const r = running.get(ctx);
  if (!r) return;
  const bot = await demoBot(ctx);
  const rows = bot
    ? await ctx.db
        .select({ name: players.name, eosId: players.eosId })
        .from(players)
        .where(and(eq(players.botId, bot.id), ne(players.eosId, '')))
    : [];
  const all: FakePlayer[] = rows.some((p) => p.eosId === DEMO_PLAYER_EOS_ID)
    ? rows
    : [...rows, { name: 'Demo Player', eosId: DEMO_PLAYER_EOS_ID }];
  r.fake.options.players = all.filter((p) => !r.offline.has(p.eosId.toLowerCase()));
}

/**
 * Demo mode's game server: a local RCON server (the one the tests use) that the seeded demo servers on
 * 127.0.0.1 point at, so "Test RCON" and kit delivery work without a real ARK server. Its ListPlayers shows
 * the demo players as online (the portal's demo player too) until the demo takes one offline
 * (setDemoPlayerOnline), so a newcomer can watch a purchase wait and then arrive.
 */
export async function startDemoRcon(ctx: AppContext) {
  const fake = await startFakeRcon({
    password: DEMO_RCON_PASSWORD,
    otherPasswords: [DEMO_NITRADO_PASSWORD],
    players: [],
  });
  running.set(ctx, { fake, offline: new Set() });
  await refreshOnline(ctx);
  const bot = await demoBot(ctx);
  if (bot) {
    await ctx.db
      .update(servers)
      .set({ rconPort: fake.port })
      .where(
        and(eq(servers.botId, bot.id), eq(servers.ip, '127.0.0.1'), inArray(servers.name, DEMO_RCON_SERVERS)),
      );
    serversChanged(ctx, bot.id);
  }
  return fake;
}

/** Demo only: puts a demo player on or off the demo game server. False when no demo server runs. */
export async function setDemoPlayerOnline(ctx: AppContext, eosId: string, online: boolean) {
  const r = running.get(ctx);
  if (!r) return false;
  if (online) r.offline.delete(eosId.toLowerCase());
  else r.offline.add(eosId.toLowerCase());
  await refreshOnline(ctx);
  return true;
}

/** Demo only: whether the player is on the demo game server now. */
export function isDemoPlayerOnline(ctx: AppContext, eosId: string) {
  const r = running.get(ctx);
  return !!r && !r.offline.has(eosId.toLowerCase());
}

/**
 * Demo only: runs `fn` while the demo game server refuses commands (`failAll`) or hangs up on them
 * (`hangUpOn`), so the demo seed leaves a failed and an unknown purchase made by the real engine.
 */
export async function whileDemoServerMisbehaves<T>(
  ctx: AppContext,
  how: Pick<FakeRconOptions, 'failAll' | 'hangUpOn'>,
  fn: () => Promise<T>,
): Promise<T> {
  const options = running.get(ctx)?.fake.options;
  if (!options) return fn();
  Object.assign(options, how);
  try {
    return await fn();
  } finally {
    delete options.failAll;
    delete options.hangUpOn;
  }
}

/**
 * Demo only: a chat line typed on the demo game server by the player with this EOS id (as it shows in
 * ListPlayers), into the buffer the in-game shop's reader empties with GetChat. False when no demo server runs.
 */
export async function sayInDemoGame(ctx: AppContext, eosId: string, message: string) {
  const r = running.get(ctx);
  if (!r) return false;
  const players = (r.fake.options.players ?? []) as FakePlayer[];
  const me = players.find((p) => p.eosId.toLowerCase() === eosId.toLowerCase());
  if (!me) return false;
  r.fake.say(`${me.name} (Demo Survivor): ${message.replace(/[\r\n]+/g, ' ').slice(0, 200)}`);
  return true;
}
