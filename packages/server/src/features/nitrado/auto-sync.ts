import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances } from '../../db/schema';
import { toBotInstance } from '../bots/service';
import { eachInstance } from '../../lib/each-instance';
import { syncLinkedServers } from './service';

/**
 * Job (about every 60 minutes): every active instance with Nitrado auto sync on gets its linked servers that
 * need it synced (host, RCON port, password). Answers the number of servers updated; safe to repeat.
 */
export async function runNitradoAutoSync(ctx: AppContext) {
  const bots = (await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true))).filter(
    (bot) => toBotInstance(ctx, bot).nitradoSettings.isAutoSyncEnabled,
  );
  return eachInstance('nitrado-auto-sync', bots, (bot) => syncLinkedServers(ctx, bot));
}
