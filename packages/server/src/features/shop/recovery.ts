import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { purchases } from '../../db/schema';
import { getInstanceRow } from '../bots/repo';
import { finishPurchase } from './delivery';

/** A delivery still pending after this long was cut off (process restart or crash) and is given up. */
export const STALE_PENDING_MINUTES = 30;
export const INTERRUPTED =
  'The delivery was interrupted (the shop server restarted). This command may not have run.';

/**
 * Job (every 10 min): purchases left 'pending' for STALE_PENDING_MINUTES (the process died between charging
 * and the end of delivery) become 'failed' like any failed delivery: the credits or the voucher go back, the
 * owner is told, and the Purchases page offers a retry, which sends only the commands not confirmed.
 * Answers how many were recovered. Safe to run twice or in two processes (the row is locked and must
 * still be pending).
 */
export async function recoverStalePurchases(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - STALE_PENDING_MINUTES * 60_000);
  const stale = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.status, 'pending'), lt(purchases.attemptedAt, before)));
  let recovered = 0;
  for (const p of stale) {
    const bot = await getInstanceRow(ctx.db, p.botId);
    if (!bot) continue;
    // claim it: a second run (or process) finds attemptedAt moved on and leaves it alone
    const claimed = await ctx.db
      .update(purchases)
      .set({ attemptedAt: ctx.now() })
      .where(and(eq(purchases.id, p.id), eq(purchases.status, 'pending'), lt(purchases.attemptedAt, before)))
      .returning({ id: purchases.id });
    if (!claimed.length) continue;
    const results = p.results.map((r) => (r.ok ? r : { ...r, response: INTERRUPTED }));
    if (results.every((r) => r.ok)) results.push({ command: '', ok: false, response: INTERRUPTED });
    const row = await finishPurchase(ctx, bot, p.id, results, 'Shop (recovery)', { onlyIfPending: true });
    if (row.status === 'failed') recovered++;
  }
  return recovered;
}
