import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, servers } from '../../db/schema';
import { startFakeRcon } from '../../integrations/rcon/fake-server';
import { DEMO_GUILD_ID } from './personas';

export const DEMO_RCON_PASSWORD = 'demo-rcon-pass';

/**
 * Demo mode's game server: a local RCON server (the one the tests use) that the demo guild's servers on
 * 127.0.0.1 point at, so "Test RCON" and kit delivery work without a real ARK server.
 */
export async function startDemoRcon(ctx: AppContext) {
  const fake = await startFakeRcon({ password: DEMO_RCON_PASSWORD, players: 12 });
  const [bot] = await ctx.db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  if (bot) {
    await ctx.db
      .update(servers)
      .set({ rconPort: fake.port })
      .where(and(eq(servers.botId, bot.id), eq(servers.ip, '127.0.0.1')));
  }
  return fake;
}
