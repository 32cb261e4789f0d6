import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, players } from '../../db/schema';
import type { FakeRconServer } from '../../integrations/rcon/fake-server';
import { DEMO_GUILD_ID, demoPersonas } from './personas';

interface DemoOnline {
  fake: FakeRconServer;
  /** The demo player is on the game servers (true at start). */
  playerOnline: boolean;
}

/** The demo RCON server of a running app (demo mode only), by context. */
const demos = new WeakMap<AppContext, DemoOnline>();

/**
 * Who the demo game servers report with ListPlayers: every player of the demo guild with an EOS id (so the
 * seeded purchases are delivered), except the demo player while they are switched offline. Read from the
 * database at start and at each switch.
 */
export async function refreshDemoOnline(ctx: AppContext) {
  const d = demos.get(ctx);
  if (!d) return;
  const [bot] = await ctx.db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  const rows = bot
    ? await ctx.db
        .select({ name: players.name, eosId: players.eosId, discordId: players.discordId })
        .from(players)
        .where(and(eq(players.botId, bot.id), ne(players.eosId, '')))
    : [];
  d.fake.options.players = rows
    .filter((p) => d.playerOnline || p.discordId !== demoPersonas.player.discordId)
    .map((p) => ({ name: p.name, eosId: p.eosId }));
}

/** Makes the demo RCON server answer ListPlayers with the demo guild's players. */
export async function attachDemoOnline(ctx: AppContext, fake: FakeRconServer) {
  demos.set(ctx, { fake, playerOnline: true });
  await refreshDemoOnline(ctx);
}

/** Whether the demo player is on the demo game servers; null outside demo mode. */
export const demoPlayerOnline = (ctx: AppContext) => demos.get(ctx)?.playerOnline ?? null;

/** Takes the demo player offline or brings them online; null outside demo mode. */
export async function setDemoPlayerOnline(ctx: AppContext, online: boolean) {
  const d = demos.get(ctx);
  if (!d) return null;
  d.playerOnline = online;
  await refreshDemoOnline(ctx);
  return online;
}
