import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances } from '../../db/schema';
import { withFeatureOn } from '../bots/service';
import { eachInstance } from '../../lib/each-instance';
import { syncLinkedServers } from './service';

/**
 * Job (about every 60 minutes): every active instance with Nitrado auto sync on gets its linked servers that
 * need it synced (host, RCON port, password). Answers the number of servers updated; safe to repeat.
 */
export async function runNitradoAutoSync(ctx: AppContext) {
  const active = await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true));
  const bots = await withFeatureOn(ctx, active, 'nitradoAutoSync');
  return eachInstance(ctx.db, 'nitrado-auto-sync', bots, (bot) => syncLinkedServers(ctx, bot));
}
