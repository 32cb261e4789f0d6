import { eq, sql } from 'drizzle-orm';
import {
  failureEnglish,
  shopMessages,
  waitingEnglish,
  type FailureText,
  type WaitingText,
} from '@asa/domain';
import type { AppContext } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { kv, players, purchaseCommands, purchases } from '../../../db/schema';
import type { InstanceRow } from '../../bots/repo';
import { kitSettingsOf } from '../../bots/service';
import { outboxRows, queueDiscordMessages, type QueuedMessage } from '../../discord-activity/outbox';
import { notifyInstance } from '../../notifications/service';
import { ledgerActors, recordCredit } from '../../players/ledger';
import type { PlayerRow } from '../../players/service';
import { changeVouchers } from '../after-sale/voucher-list';
import { givenBackNotice, refundText, type Digest } from './digest';
import { releasePromotions } from '../promotions/promotions';
import { assertTransition, transition } from './transition';
import { buyerDm, buyerDmText, giftDms } from './buyer-dm';
import { payerOf } from '../ordering/gifts';
import {
  emitWebhook,
  purchaseEventData,
  refundEventData,
  webhookEvent,
  webhookInsertSql,
} from '../../webhooks/emit';
import {
  type Answered,
  type From,
  type PurchaseRow,
  current,
  held,
  playerOf,
  recordOk,
  released,
} from './claims';

/**
 * Where a delivery ends: delivered, given back (failed, expired), waiting or unknown, each one conditional
 * transition with its refund, messages, notices and webhook (docs/shop-engine.md).
 */
export const clause = (error: string) => error.replace(/[.!]+$/, '');
const who = (p: Pick<PlayerRow, 'name' | 'discordId'> | undefined, fallback: string) =>
  p ? (p.discordId ? `${p.name} (<@${p.discordId}>)` : p.name) : fallback;

/**
 * delivering -> waiting (the expiry clock starts at the first wait). The reason is stored as its key and
 * parameters (shown in the reader's language) and as its English (`waiting_reason`: the API's text).
 */
export async function toWaiting(
  ctx: AppContext,
  bot: InstanceRow,
  p: PurchaseRow,
  owner: string,
  reason: WaitingText,
  next: Date,
) {
  const now = ctx.now();
  const hours = kitSettingsOf(bot).waitingExpiryHours;
  const row = await transition(
    ctx.db,
    p.id,
    'delivering',
    'waiting',
    {
      waitingReason: waitingEnglish(reason),
      waitingKey: reason.key,
      waitingParams: reason.params,
      nextAttemptAt: next,
      expiresAt: sql`coalesce(${purchases.expiresAt}, ${new Date(now.getTime() + hours * 3_600_000)})`,
      ...released,
    },
    eq(purchases.leaseOwner, owner),
  );
  return row ?? current(ctx, p.id);
}

/**
 * Kit-log and claim-kit messages and the buyer's DM (outbox) of the purchase in its new state, keyed by
 * purchase, attempt and outcome.
 */
function logMessages(
  bot: InstanceRow,
  p: PurchaseRow,
  player: PlayerRow | undefined,
  giver?: PlayerRow,
): QueuedMessage[] {
  const s = kitSettingsOf(bot);
  const buyer = who(player, p.playerName);
  const paid = p.isGift
    ? `as a gift from ${p.giftFromName}`
    : p.usedVoucher
      ? 'with a voucher'
      : `for ${p.price} credits`;
  const key = `${bot.id}:${p.id}:${p.attempts}:${p.status}`;
  const out: QueuedMessage[] = [];
  if (s.isKitLoggingEnabled && s.kitLoggingChannelId) {
    const text =
      p.status === 'delivered'
        ? `${buyer} got "${p.kitName}" ${paid} on ${p.serverName}.`
        : p.status === 'expired'
          ? `"${p.kitName}" for ${buyer} on ${p.serverName} expired: ${clause(p.error)}. ${refundText(p)}`
          : p.status === 'unknown'
            ? `Delivery of "${p.kitName}" to ${buyer} on ${p.serverName} is unknown: ${clause(p.error)}. An admin will check it.`
            : `Delivery of "${p.kitName}" to ${buyer} on ${p.serverName} failed: ${clause(p.error)}. ${refundText(p)}`;
    out.push({ id: `kit-log:${key}`, botId: bot.id, channelId: s.kitLoggingChannelId, text });
  }
  if (p.status === 'delivered' && s.enableClaimKitMessage && s.claimKitMessageChannelId) {
    const text = `${player?.discordId ? `<@${player.discordId}>` : p.playerName} claimed "${p.kitName}" on ${p.serverName}.`;
    out.push({ id: `claim-kit:${key}`, botId: bot.id, channelId: s.claimKitMessageChannelId, text });
  }
  out.push(...buyerDm(bot, p, player), ...giftDms(bot, p, player, giver));
  return out;
}

/** The buyer of a gift (for its DMs), undefined otherwise. */
const giverOf = async (db: Db | Tx, p: PurchaseRow) =>
  p.isGift ? await playerOf(db, p.giftFromPlayerId) : undefined;

/** Queues the purchase's log messages (logMessages) in the caller's transaction: once per key. */
export const queueLogs = async (
  tx: Tx,
  bot: InstanceRow,
  p: PurchaseRow,
  player: PlayerRow | undefined,
  now: Date,
) => queueDiscordMessages(tx, logMessages(bot, p, player, await giverOf(tx, p)), now);

/** Why a purchase's credits went back, as the refund entry's `why` parameter. */
export type RefundWhy = 'failed' | 'expired' | 'owner';

/**
 * Gives back what the purchase took: the credits (a `refund` ledger entry linked to the purchase) or the
 * voucher. Answers success.
 */
async function giveBack(tx: Tx, now: Date, p: PurchaseRow, actor: string, why: RefundWhy): Promise<boolean> {
  // to whoever paid: a gift's buyer, else the player
  const payer = payerOf(p);
  if (payer === null) return false;
  if (p.usedVoucher) {
    const locked = await playerOf(tx, payer, true);
    if (!locked || p.kitId === null) return false;
    const kitVouchers = changeVouchers(locked.kitVouchers, p.kitId, 1);
    await tx.update(players).set({ kitVouchers }).where(eq(players.id, payer));
    return true;
  }
  if (p.price === 0) return true;
  // a refund returns spent credits; it is not earned income (earned: false)
  const row = await recordCredit(tx, now, {
    playerId: payer,
    delta: p.price,
    kind: 'refund',
    actor: actor === 'Shop' ? ledgerActors.system('delivery', actor) : ledgerActors.manager('', actor),
    refs: { purchaseId: p.id },
    params: { kit: p.kitName, why },
    earned: false,
  });
  return !!row;
}

/**
 * -> delivered (from delivering, or from unknown when the owner marks it), in one statement (atomic, no
 * transaction round trips): the conditional UPDATE of the purchase, the last command's `ok` (`last`, when
 * the delivery just got it), a boughtKits entry and the Discord messages. The purchase moves only while
 * `last` is still `sending`: a recovery takes the purchase row first (the lock order of lease-recovery.ts), so once
 * this UPDATE holds the row the command cannot change before the statement ends. Null when the purchase
 * was not where `from` says (someone else finished it). `buyer`: the player row when the caller has it
 * (the buy path), for the messages' texts; read only when a message is queued.
 */
export async function finishDelivered(
  ctx: AppContext,
  bot: InstanceRow,
  p: PurchaseRow,
  from: From,
  last: Answered | null = null,
  buyer?: PlayerRow,
) {
  const now = ctx.now();
  const row: PurchaseRow = {
    ...p,
    status: 'delivered',
    error: '',
    errorKey: '',
    errorParams: {},
    waitingReason: '',
    waitingKey: '',
    waitingParams: {},
    deliveredAt: now,
    ...released,
  };
  const giver = await giverOf(ctx.db, p);
  let msgs = logMessages(bot, row, buyer, giver);
  if ((msgs.length || buyerDmText(row) || p.isGift) && !buyer && p.playerId !== null)
    msgs = logMessages(bot, row, await playerOf(ctx.db, p.playerId), giver);
  const entry = {
    kitId: p.kitId ?? 0,
    kitName: p.kitName,
    serverId: p.serverId,
    boughtAt: now.toISOString(),
  };
  const lastId = last?.id ?? null;
  // one statement with the last answer and the messages: the state machine's check, then raw SQL
  assertTransition(from.status, 'delivered');
  const hook = webhookEvent(bot.id, 'purchase.delivered', purchaseEventData(row), now);
  const res = await ctx.db.execute<{ done: number }>(sql`
    with done as (
      update ${purchases} set status = 'delivered', error = '', error_key = '', error_params = '{}'::jsonb,
        waiting_reason = '', waiting_key = '', waiting_params = '{}'::jsonb,
        delivered_at = ${now}::timestamptz, lease_owner = '', lease_until = null
      where id = ${p.id} and status = ${from.status}
        and (${from.owner ?? null}::text is null or lease_owner = ${from.owner ?? null}::text)
        and (${lastId}::int is null or exists (
          select 1 from ${purchaseCommands} where id = ${lastId}::int and status = 'sending'))
      returning id, player_id
    ), answered as (${recordOk(lastId, last?.response ?? '', now, 'done')}), bought as (
      update ${players} set bought_kits = bought_kits || ${JSON.stringify([entry])}::jsonb
      where id = (select player_id from done)
      returning id
    ), logged as (
      insert into ${kv} (key, value, expires_at)
      select m.key, m.value, m.expires_at
      from jsonb_to_recordset(${JSON.stringify(outboxRows(msgs, now))}::jsonb)
        as m(key text, value jsonb, expires_at timestamptz)
      where exists (select 1 from done)
      on conflict do nothing
      returning key
    ), hooked as (${webhookInsertSql(hook, sql`exists (select 1 from done)`)})
    select (select count(*) from done)::int as done`);
  return Number(res.rows[0]?.done) === 1 ? row : null;
}

/**
 * -> failed / expired, giving back what was taken, in the transaction of the conditional UPDATE (so a
 * purchase is refunded at most once however many workers race). The owner is notified in the same
 * transaction (`notify` true), not at all (an owner action), or through a queue run's digest (sent after
 * the run's transitions). Null when the purchase was not where `from` says.
 */
export async function finishGivenBack(
  ctx: AppContext,
  bot: InstanceRow,
  p: PurchaseRow,
  from: From,
  status: 'failed' | 'expired',
  error: string | FailureText,
  actor = 'Shop',
  notify: boolean | Digest = true,
) {
  const now = ctx.now();
  // the shop's own reason is stored as its key and parameters too (shown in the reader's language)
  const why =
    typeof error === 'string'
      ? { error, errorKey: '', errorParams: {} }
      : { error: failureEnglish(error), errorKey: error.key, errorParams: error.params };
  return ctx.db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      p.id,
      from.status,
      status,
      { ...why, deliveredAt: null, nextAttemptAt: null, ...released },
      held(from),
    );
    if (!moved) return null;
    const refundWhy: RefundWhy =
      status === 'expired'
        ? 'expired'
        : typeof error !== 'string' && error.key === 'ownerRefund'
          ? 'owner'
          : 'failed';
    const refunded = await giveBack(tx, now, moved, actor, refundWhy);
    // the coupon use and the stock unit go back with the refund (once: this transaction moved the status)
    const givenBack = refunded ? await releasePromotions(tx, moved) : {};
    const [row] = await tx
      .update(purchases)
      .set({ refunded, ...givenBack })
      .where(eq(purchases.id, p.id))
      .returning();
    if (refunded)
      await emitWebhook(
        tx,
        bot.id,
        'purchase.refunded',
        refundEventData(row!, {
          amount: row!.usedVoucher ? 0 : row!.price,
          voucher: row!.usedVoucher,
          why: refundWhy,
          reason: '',
          by: actor,
        }),
        now,
      );
    const player = await playerOf(tx, row!.playerId);
    if (notify === true)
      await notifyInstance(
        ctx,
        bot,
        { notice: givenBackNotice(row!), link: '/purchases', kind: 'delivery', area: 'Players_View' },
        tx,
      );
    else if (notify) notify.add(bot, row!);
    await queueLogs(tx, bot, row!, player, now);
    return row!;
  });
}

/** delivering -> unknown: a command may have run. The owner is notified once, with the three choices. */
export async function toUnknown(
  ctx: AppContext,
  bot: InstanceRow,
  p: PurchaseRow,
  from: From,
  command: string,
  error: string,
) {
  const now = ctx.now();
  const text = `${shopMessages.mayHaveRun} (${clause(error)})`;
  return ctx.db.transaction(async (tx) => {
    const row = await transition(
      tx,
      p.id,
      from.status,
      'unknown',
      { error: text, errorKey: '', errorParams: {}, nextAttemptAt: null, ...released },
      held(from),
    );
    if (!row) return null;
    await notifyUnknown(ctx, tx, bot, row, command, error, now);
    return row;
  });
}

/** The notice, queue logs and webhook of a purchase that moved to `unknown` (needs decision). */
export async function notifyUnknown(
  ctx: AppContext,
  tx: Tx,
  bot: InstanceRow,
  row: PurchaseRow,
  command: string,
  error: string,
  now: Date,
) {
  await notifyInstance(
    ctx,
    bot,
    {
      notice: {
        key: 'mayHaveRun',
        params: {
          kit: row.kitName,
          player: row.playerName,
          server: row.serverName,
          command,
          error: clause(error),
        },
      },
      link: '/purchases',
      kind: 'delivery',
      area: 'Players_View',
    },
    tx,
  );
  await queueLogs(tx, bot, row, await playerOf(tx, row.playerId), now);
  await emitWebhook(tx, bot.id, 'purchase.needs_decision', purchaseEventData(row), now);
}
