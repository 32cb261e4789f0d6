import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  botText,
  shopRefusals,
  transferAmount,
  transferFee,
  type PortalTransferInfo,
  type TransferSettings,
  type TransferSource,
  type TransferView,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { creditTransfers, players } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import type { InstanceRow } from '../bots/repo';
import { featureOn, instanceLanguage, toBotInstance } from '../bots/service';
import { queueDiscordMessages } from '../discord-activity/outbox';
import { instanceOrThrow, isUniqueViolation, shopError, shopNotFound } from '../shop';
import { transferEntry } from './ledger';

export interface TransferInput {
  botId: number;
  fromPlayerId: number;
  toPlayerId: number;
  amount: number;
  source: TransferSource;
  /** Who acts, as written to the histories and the audit log. */
  actor: string;
  /** Unique per instance: the same key answers the first transfer (a retried command) instead of sending again. */
  idempotencyKey: string;
  /** The dashboard or portal user behind it, for the audit log. */
  actorUserId?: number | null;
}

type TransferRow = typeof creditTransfers.$inferSelect;

const DAY_MS = 86_400_000;
const utcDayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** The instance's transfer settings (defaults merged), or a refusal while transfers are off. */
export async function transferSettingsOn(
  ctx: AppContext,
  bot: InstanceRow,
): Promise<TransferSettings | null> {
  const settings = toBotInstance(ctx, bot);
  return (await featureOn(ctx, bot, 'transfers', settings)) ? settings.transferSettings : null;
}

const view = (row: TransferRow, senderCredits: number | null): TransferView => ({
  id: row.id,
  fromPlayerId: row.fromPlayerId ?? 0,
  toPlayerId: row.toPlayerId ?? 0,
  fromName: row.fromName,
  toName: row.toName,
  amount: row.amount,
  fee: row.fee,
  source: row.source as TransferSource,
  createdAt: row.createdAt.toISOString(),
  senderCredits,
});

async function byKey(ctx: AppContext, botId: number, key: string) {
  const [row] = await ctx.db
    .select()
    .from(creditTransfers)
    .where(and(eq(creditTransfers.botId, botId), eq(creditTransfers.idempotencyKey, key)));
  return row ?? null;
}

/** A transfer the key made already: answered again when it is the same transfer, else refused (422). */
async function replay(ctx: AppContext, row: TransferRow, input: TransferInput) {
  if (
    row.fromPlayerId !== input.fromPlayerId ||
    row.toPlayerId !== input.toPlayerId ||
    row.amount !== input.amount
  )
    throw shopError('transfer_key_reused', 422, shopRefusals.transferKeyReused);
  const [sender] = await ctx.db
    .select({ credits: players.credits })
    .from(players)
    .where(eq(players.id, input.fromPlayerId));
  return { transfer: view(row, sender?.credits ?? 0), replayed: true };
}

/** Credits the sender sent today (UTC), read under the sender's row lock (so concurrent sends see each other). */
async function sentToday(tx: Db | Tx, playerId: number, now: Date) {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${creditTransfers.amount}), 0)::int` })
    .from(creditTransfers)
    .where(and(eq(creditTransfers.fromPlayerId, playerId), gte(creditTransfers.createdAt, utcDayStart(now))));
  return Number(row?.sum ?? 0);
}

/**
 * Sends credits from one player to another of the same instance (issue 37, docs/transfers.md): in ONE
 * transaction both players' rows are locked (in id order: opposite transfers cannot deadlock), the owner's rules
 * are checked on the locked rows (minimum and maximum, daily limit per sender, age of the sender's account,
 * balance covering amount and fee), the sender's entries (transfer_out, transfer_fee) and the receiver's
 * (transfer_in) are written through the one ledger (each with its `credits.changed` webhook), the transfer row
 * with its idempotency key, an audit row and the receiver's DM (outbox). Idempotent per key: a second call
 * with the key answers the first transfer (`replayed`), a different transfer with it is refused (422).
 */
export async function sendCredits(
  ctx: AppContext,
  input: TransferInput,
): Promise<{ transfer: TransferView; replayed: boolean }> {
  const amount = transferAmount.safeParse(input.amount);
  if (!amount.success)
    throw badRequest(amount.error.issues[0]!.message, { amount: amount.error.issues[0]!.message });
  const bot = await instanceOrThrow(ctx, input.botId);
  const settings = await transferSettingsOn(ctx, bot);
  if (!settings) throw shopError('transfers_off', 403, shopRefusals.transfersOff);
  const earlier = await byKey(ctx, bot.id, input.idempotencyKey);
  if (earlier) return replay(ctx, earlier, input);
  if (input.fromPlayerId === input.toPlayerId)
    throw shopError('transfer_to_self', 400, shopRefusals.transferToSelf);
  if (input.amount < settings.minAmount)
    throw shopError('transfer_too_small', 400, shopRefusals.transferTooSmall(settings.minAmount));
  if (settings.maxAmount > 0 && input.amount > settings.maxAmount)
    throw shopError('transfer_too_large', 400, shopRefusals.transferTooLarge(settings.maxAmount));
  try {
    return await ctx.db.transaction((tx) => sendInTx(ctx, tx, bot, settings, input));
  } catch (e) {
    // a concurrent call with the same key committed first: answer its transfer (this one rolled back)
    if (!isUniqueViolation(e)) throw e;
    const first = await byKey(ctx, bot.id, input.idempotencyKey);
    if (!first) throw e;
    return replay(ctx, first, input);
  }
}

async function sendInTx(
  ctx: AppContext,
  tx: Tx,
  bot: InstanceRow,
  settings: TransferSettings,
  input: TransferInput,
): Promise<{ transfer: TransferView; replayed: boolean }> {
  const now = ctx.now();
  const locked = await tx
    .select()
    .from(players)
    .where(inArray(players.id, [input.fromPlayerId, input.toPlayerId]))
    .orderBy(asc(players.id))
    .for('update');
  const from = locked.find((p) => p.id === input.fromPlayerId);
  const to = locked.find((p) => p.id === input.toPlayerId);
  if (!from || from.botId !== bot.id || !to || to.botId !== bot.id) throw shopNotFound('Player');
  if (now.getTime() - from.createdAt.getTime() < settings.minAccountAgeDays * DAY_MS)
    throw shopError(
      'transfer_account_too_new',
      403,
      shopRefusals.transferAccountTooNew(settings.minAccountAgeDays),
    );
  if (settings.dailyLimit > 0) {
    const sent = await sentToday(tx, from.id, now);
    if (sent + input.amount > settings.dailyLimit)
      throw shopError(
        'transfer_daily_limit',
        409,
        shopRefusals.transferDailyLimit(settings.dailyLimit, Math.max(0, settings.dailyLimit - sent)),
      );
  }
  const fee = transferFee(input.amount, settings.feePercent);
  if (from.credits < input.amount + fee)
    throw shopError(
      'not_enough_credits',
      409,
      shopRefusals.transferNotEnough(input.amount, input.amount + fee, from.credits),
    );
  const [row] = await tx
    .insert(creditTransfers)
    .values({
      botId: bot.id,
      fromPlayerId: from.id,
      toPlayerId: to.id,
      fromName: from.name,
      toName: to.name,
      amount: input.amount,
      fee,
      source: input.source,
      actor: input.actor,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
    })
    .returning();
  const transferId = row!.id;
  const actor = input.actor;
  let sender = await transferEntry(tx, now, from, {
    kind: 'transfer_out',
    amount: -input.amount,
    player: to.name,
    senderId: from.id,
    actor,
    transferId,
  });
  if (fee > 0)
    sender = await transferEntry(tx, now, sender, {
      kind: 'transfer_fee',
      amount: -fee,
      player: '',
      senderId: from.id,
      actor,
      transferId,
    });
  const receiver = await transferEntry(tx, now, to, {
    kind: 'transfer_in',
    amount: input.amount,
    player: from.name,
    senderId: from.id,
    actor,
    transferId,
  });
  await recordAudit(tx, {
    botId: bot.id,
    entity: 'credits',
    entityId: transferId,
    action: 'transfer',
    before: null,
    after: { from: from.name, to: to.name, amount: input.amount, fee, source: input.source },
    actorUserId: input.actorUserId ?? null,
    actorName: actor,
  });
  if (to.discordId && to.dmNotifications) {
    const text = botText(instanceLanguage(bot), 'dmTransferReceived', {
      from: from.name,
      amount: input.amount,
      balance: receiver.credits,
    });
    await queueDiscordMessages(
      tx,
      [
        {
          id: `transfer-dm:${bot.id}:${transferId}`,
          botId: bot.id,
          channelId: '',
          userId: to.discordId,
          text,
        },
      ],
      now,
    );
  }
  return { transfer: view(row!, sender.credits), replayed: false };
}

/** What the portal shows next to "Send credits" for a player (null while transfers are off). */
export async function transferInfo(
  ctx: AppContext,
  bot: InstanceRow,
  playerId: number,
): Promise<PortalTransferInfo | null> {
  const s = await transferSettingsOn(ctx, bot);
  if (!s) return null;
  const sent = s.dailyLimit > 0 ? await sentToday(ctx.db, playerId, ctx.now()) : 0;
  return {
    minAmount: s.minAmount,
    maxAmount: s.maxAmount,
    dailyLimit: s.dailyLimit,
    feePercent: s.feePercent,
    leftToday: s.dailyLimit > 0 ? Math.max(0, s.dailyLimit - sent) : null,
  };
}

/** The instance's latest transfers, newest first (the dashboard's Transfers page). */
export async function listTransfers(ctx: AppContext, botId: number, limit = 100): Promise<TransferView[]> {
  const rows = await ctx.db
    .select()
    .from(creditTransfers)
    .where(eq(creditTransfers.botId, botId))
    .orderBy(desc(creditTransfers.createdAt), desc(creditTransfers.id))
    .limit(limit);
  return rows.map((r) => view(r, null));
}
