import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances } from '../../db/schema';
import { toBotInstance } from '../bots/service';
import { syncLinkedServers } from './service';

/** Job: every instance with Nitrado auto sync on gets its linked servers synced (about every 60 minutes). */
export async function runNitradoAutoSync(ctx: AppContext) {
  let updated = 0;
  for (const bot of await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true))) {
    if (!toBotInstance(ctx, bot).nitradoSettings.isAutoSyncEnabled) continue;
    try {
      updated += await syncLinkedServers(ctx, bot);
    } catch {
      /* one instance's failure must not stop the others; the next run retries */
    }
  }
  return updated;
}
