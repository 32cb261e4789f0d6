import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances } from '../../db/schema';
import { decryptSettings, encryptSettings, hasClearSecrets } from './secrets';

/**
 * Start-up migration: secrets an older version stored in clear (the vote-site keys) are encrypted in place.
 * Safe to run on every start and from several processes (an already encrypted value is left as it is).
 */
export async function encryptStoredSecrets(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select({ id: botInstances.id, settings: botInstances.settings })
    .from(botInstances);
  let changed = 0;
  for (const row of rows) {
    const settings = (row.settings ?? {}) as Record<string, Record<string, unknown>>;
    if (!hasClearSecrets(settings)) continue;
    const encrypted = encryptSettings(decryptSettings(settings, ctx.secrets), ctx.secrets);
    await ctx.db.update(botInstances).set({ settings: encrypted }).where(eq(botInstances.id, row.id));
    changed++;
  }
  return changed;
}
