import { eq } from 'drizzle-orm';
import { shopMessages, type PurchaseCommandResult } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { players, purchases } from '../../db/schema';
import { executeViaAsaBot } from '../asabot/service';
import type { InstanceRow } from '../bots/repo';
import { toBotInstance } from '../bots/service';
import { queueDiscordMessage } from '../discord-activity/outbox';
import { notifyInstance } from '../notifications/service';
import { creditPlayerInTx } from '../players/ledger';
import type { PlayerRow } from '../players/service';
import { rconTargetOf } from '../rcon/service';
import { changeVouchers } from './voucher-list';
import type { ServerRow } from '../servers/service';

export type PurchaseRow = typeof purchases.$inferSelect;

/** How long one delivery command may take over RCON. */
const COMMAND_TIMEOUT_MS = 10_000;

const errorText = (e: unknown) => (e instanceof Error && e.message) || 'Unknown error';
/** An error text inside a sentence (no trailing period of its own). */
const clause = (error: string) => error.replace(/[.!]+$/, '');

/**
 * Sends commands in order: through the companion bot when the instance executes commands there and the
 * server is linked to it, else over the pooled RCON connection. The first failure stops the delivery; the
 * commands after it are recorded as not sent (they are what a retry sends).
 */
export async function sendCommands(
  ctx: AppContext,
  bot: InstanceRow,
  server: ServerRow,
  commands: string[],
): Promise<PurchaseCommandResult[]> {
  const results: PurchaseCommandResult[] = [];
  let failed = false;
  for (const command of commands) {
    if (failed) {
      results.push({ command, ok: false, response: shopMessages.notDelivered });
      continue;
    }
    try {
      const viaBot = await executeViaAsaBot(ctx, bot, server, command);
      if (viaBot) {
        results.push({
          command,
          ok: viaBot.success,
          response: viaBot.response || (viaBot.success ? '' : 'Unknown error'),
        });
        failed = !viaBot.success;
        continue;
      }
      const r = await ctx.rcon.execute(rconTargetOf(ctx, server), command, { timeoutMs: COMMAND_TIMEOUT_MS });
      results.push({ command, ok: true, response: r.message });
    } catch (e) {
      results.push({ command, ok: false, response: errorText(e) });
      failed = true;
    }
  }
  return results;
}

const who = (p: Pick<PlayerRow, 'name' | 'discordId'> | undefined, fallback: string) =>
  p ? (p.discordId ? `${p.name} (<@${p.discordId}>)` : p.name) : fallback;

/** Kit-log and claim-kit messages for the Discord bot (outbox), when the instance has them on. */
async function queueLogs(
  ctx: AppContext,
  tx: Tx,
  bot: InstanceRow,
  p: PurchaseRow,
  player: PlayerRow | undefined,
  now: Date,
) {
  const s = toBotInstance(ctx, bot).kitSettings;
  const buyer = who(player, p.playerName);
  const paid = p.usedVoucher ? 'with a voucher' : `for ${p.price} credits`;
  const attempt = `${bot.id}:${p.id}:${now.getTime()}`;
  if (s.isKitLoggingEnabled && s.kitLoggingChannelId) {
    const text =
      p.status === 'delivered'
        ? `${buyer} got "${p.kitName}" ${paid} on ${p.serverName}.`
        : `Delivery of "${p.kitName}" to ${buyer} on ${p.serverName} failed: ${clause(p.error)}. ${refundText(p)}`;
    await queueDiscordMessage(
      tx,
      `kit-log:${attempt}`,
      { botId: bot.id, channelId: s.kitLoggingChannelId, text },
      now,
    );
  }
  if (p.status === 'delivered' && s.enableClaimKitMessage && s.claimKitMessageChannelId) {
    const text = `${player?.discordId ? `<@${player.discordId}>` : p.playerName} claimed "${p.kitName}" on ${p.serverName}.`;
    await queueDiscordMessage(
      tx,
      `claim-kit:${attempt}`,
      { botId: bot.id, channelId: s.claimKitMessageChannelId, text },
      now,
    );
  }
}

function refundText(p: Pick<PurchaseRow, 'usedVoucher' | 'price' | 'refunded'>) {
  if (!p.refunded) return 'Nothing could be refunded (the player no longer exists).';
  if (p.usedVoucher) return 'The voucher was given back.';
  return p.price > 0 ? 'The credits were refunded.' : 'Nothing was charged.';
}

/** Gives back what a failed attempt took: the credits (refund history row) or the voucher. Answers success. */
async function giveBack(tx: Tx, now: Date, p: PurchaseRow, actor: string): Promise<boolean> {
  if (p.playerId === null) return false;
  if (p.usedVoucher) {
    const [locked] = await tx.select().from(players).where(eq(players.id, p.playerId)).for('update');
    if (!locked || p.kitId === null) return false;
    const kitVouchers = changeVouchers(locked.kitVouchers, p.kitId, 1);
    await tx.update(players).set({ kitVouchers }).where(eq(players.id, p.playerId));
    return true;
  }
  if (p.price === 0) return true;
  const row = await creditPlayerInTx(tx, now, p.playerId, {
    amount: p.price,
    reason: `Refund: kit ${p.kitName} could not be delivered`,
    actor,
  });
  if (!row) return false;
  // a refund returns spent credits; it is not earned income
  await tx
    .update(players)
    .set({ totalCreditsEarned: row.totalCreditsEarned - p.price })
    .where(eq(players.id, p.playerId));
  return true;
}

/**
 * Records the outcome of a delivery attempt. All commands ok: 'delivered', deliveredAt and a boughtKits
 * entry on the player. Otherwise: 'failed', what was taken is given back, the error is recorded and the
 * owner and the managers who may view players are notified. Kit-log / claim-kit messages are queued.
 */
export async function finishPurchase(
  ctx: AppContext,
  bot: InstanceRow,
  purchaseId: number,
  results: PurchaseCommandResult[],
  actor: string,
  opts: { onlyIfPending?: boolean } = {},
): Promise<PurchaseRow> {
  const now = ctx.now();
  const ok = results.length > 0 && results.every((r) => r.ok);
  return ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!p) throw new Error(`purchase ${purchaseId} vanished`);
    if (opts.onlyIfPending && p.status !== 'pending') return p;
    let player: PlayerRow | undefined;
    let row: PurchaseRow;
    if (ok) {
      if (p.playerId !== null) {
        [player] = await tx.select().from(players).where(eq(players.id, p.playerId)).for('update');
        if (player) {
          const entry = {
            kitId: p.kitId ?? 0,
            kitName: p.kitName,
            serverId: p.serverId,
            boughtAt: now.toISOString(),
          };
          [player] = await tx
            .update(players)
            .set({ boughtKits: [...player.boughtKits, entry] })
            .where(eq(players.id, player.id))
            .returning();
        }
      }
      [row] = await tx
        .update(purchases)
        .set({ status: 'delivered', results, error: '', refunded: false, deliveredAt: now })
        .where(eq(purchases.id, p.id))
        .returning();
    } else {
      const error = results.find((r) => !r.ok)?.response || 'Unknown error';
      const refunded = await giveBack(tx, now, p, actor);
      [row] = await tx
        .update(purchases)
        .set({ status: 'failed', results, error, refunded, deliveredAt: null })
        .where(eq(purchases.id, p.id))
        .returning();
      if (p.playerId !== null) [player] = await tx.select().from(players).where(eq(players.id, p.playerId));
      await notifyInstance(
        ctx,
        bot,
        {
          message: `Kit "${p.kitName}" could not be delivered to ${p.playerName} on ${p.serverName}: ${clause(error)}. ${refundText(row!)} You can retry it on the Purchases page.`,
          link: '/purchases',
          kind: 'delivery',
          area: 'Players_View',
        },
        tx,
      );
    }
    await queueLogs(ctx, tx, bot, row!, player, now);
    return row!;
  });
}
