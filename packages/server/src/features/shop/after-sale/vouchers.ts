import { eq } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import type { AppContext } from '../../../context';
import { players } from '../../../db/schema';
import { getKitRow } from '../../kits/service';
import { shopError, shopNotFound } from '../errors';
import { instanceOrThrow } from '../ordering/lookups';
import { changeVouchers } from './voucher-list';

/**
 * Adds `count` vouchers of a kit to a player (negative removes; the count never goes below 0, entries that
 * reach 0 are dropped). Works for disabled and non-buyable kits: redeeming checks those. Answers the player's
 * vouchers after the change.
 */
export async function grantVoucher(
  ctx: AppContext,
  input: { botId: number; playerId: number; kitId: number; count: number; actor: string },
): Promise<{ kitId: number; count: number }[]> {
  if (!Number.isSafeInteger(input.count))
    throw shopError('invalid_count', 400, shopMessages.voucherChangeInvalid);
  const bot = await instanceOrThrow(ctx, input.botId);
  const kit = await getKitRow(ctx.db, input.kitId);
  if (!kit || kit.botId !== bot.id) throw shopNotFound('Kit');
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(players).where(eq(players.id, input.playerId)).for('update');
    if (!locked || locked.botId !== bot.id) throw shopNotFound('Player');
    const kitVouchers = changeVouchers(locked.kitVouchers, kit.id, input.count);
    const [row] = await tx.update(players).set({ kitVouchers }).where(eq(players.id, locked.id)).returning();
    return row!.kitVouchers;
  });
}
