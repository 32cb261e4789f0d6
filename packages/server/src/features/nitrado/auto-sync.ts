import type { AppContext } from '../../context';
import { activeWithFeature } from '../bots/service';
import { eachInstance } from '../../lib/each-instance';
import { syncLinkedServers } from './service';

/**
 * Job (about every 60 minutes): every active instance with Nitrado auto sync on gets its linked servers that
 * need it synced (host, RCON port, password). Answers the number of servers updated; safe to repeat.
 */
export async function runNitradoAutoSync(ctx: AppContext) {
  // only instances with auto sync switched on are read (lib: activeWithFeature)
  const bots = await activeWithFeature(ctx, 'nitradoAutoSync');
  return eachInstance(ctx.db, 'nitrado-auto-sync', bots, (bot) => syncLinkedServers(ctx, bot));
}
