import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import {
  failureEnglish,
  failureTexts,
  shopMessages,
  waitingEnglish,
  waitingReasons,
  type FailureText,
  type PurchaseStatus,
  type WaitingText,
} from '@asa/domain';
import type { AppContext } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { kv, players, purchaseCommands, purchases } from '../../../db/schema';
import { getInstanceRow, type InstanceRow } from '../../bots/repo';
import { kitSettingsOf } from '../../bots/service';
import { outboxRows, queueDiscordMessages, type QueuedMessage } from '../../discord-activity/outbox';
import { notifyInstance } from '../../notifications/service';
import { ledgerActors, recordCredit } from '../../players/ledger';
import type { PlayerRow } from '../../players/service';
import { getServerRow, type ServerRow } from '../../servers/service';
import {
  nextTryAfterUnreachable,
  OFFLINE_RETRY_MS,
  presenceOf,
  serverBackoff,
  serverContactSucceeded,
  serverUnreachable,
} from './online';
import { sendCommand } from './send';
import { WORK_HEARTBEAT_MS, WORK_LEASE_MS, withHeartbeat } from '../../../lib/work-queue';
import { changeVouchers } from '../after-sale/voucher-list';
import { givenBackNotice, refundText, type Digest } from './digest';
import { releasePromotions } from '../promotions/promotions';
import { ShopError } from '../errors';
import { assertTransition, transition } from './transition';
import { fillCommands } from '../ordering/rules';
import { buyerDm, buyerDmText, giftDms } from './buyer-dm';
import { payerOf } from '../ordering/gifts';
import {
  emitWebhook,
  purchaseEventData,
  refundEventData,
  webhookEvent,
  webhookInsertSql,
} from '../../webhooks/emit';

export type PurchaseRow = typeof purchases.$inferSelect;
export type CommandRow = typeof purchaseCommands.$inferSelect;

/**
 * How long a claim on a purchase holds without news (issue 34: was 60 s). The holder renews it every
 * HEARTBEAT_MS while it works (a heartbeat, besides the renewal before every command), so a live delivery
 * never loses it even while one command takes 5 s (connect) + 10 s (answer); a dead holder's purchase is
 * free for another worker after at most this long.
 */
export const LEASE_MS = WORK_LEASE_MS;
export const HEARTBEAT_MS = WORK_HEARTBEAT_MS;

/**
 * Test seams (production passes none): a hook that throws "crashes" the worker at that point, leaving the
 * database as a killed process would.
 */
export interface DeliveryHooks {
  /** Between commands: before the command is marked `sending`. */
  beforeMark?(purchaseId: number, position: number): void | Promise<void>;
  /** In flight: after the command was marked `sending`, before it is handed to RCON. */
  afterMark?(purchaseId: number, position: number): void | Promise<void>;
  /** Per-command time limit instead of COMMAND_TIMEOUT_MS. */
  commandTimeoutMs?: number;
  /** While it answers true the claim's heartbeat renews nothing (a holder that froze or died). */
  heartbeatPaused?: () => boolean;
}

const clause = (error: string) => error.replace(/[.!]+$/, '');
const who = (p: Pick<PlayerRow, 'name' | 'discordId'> | undefined, fallback: string) =>
  p ? (p.discordId ? `${p.name} (<@${p.discordId}>)` : p.name) : fallback;

/** The purchase's commands in order, read in a transaction. */
export const commandsOf = (tx: Tx, purchaseId: number) =>
  tx
    .select()
    .from(purchaseCommands)
    .where(eq(purchaseCommands.purchaseId, purchaseId))
    .orderBy(asc(purchaseCommands.position));

/** The purchase's commands in order (a prepared read on the pool: every purchase's answer makes it). */
export const readCommands = (db: Db, purchaseId: number) =>
  prepared(db, 'purchase_commands_of', (db) =>
    db
      .select()
      .from(purchaseCommands)
      .where(eq(purchaseCommands.purchaseId, sql.placeholder('purchaseId')))
      .orderBy(asc(purchaseCommands.position))
      .prepare('purchase_commands_of'),
  ).execute({ purchaseId });

/** Where the purchase must be for a transition: its status and, while delivering, the claim's owner. */
interface From {
  status: PurchaseStatus;
  owner?: string;
}
const at = (id: number, from: From) =>
  and(
    eq(purchases.id, id),
    eq(purchases.status, from.status),
    from.owner === undefined ? undefined : eq(purchases.leaseOwner, from.owner),
  );
/** The rest of a transition's condition: while delivering, that `from.owner` still holds the claim. */
const held = (from: From) => (from.owner === undefined ? undefined : eq(purchases.leaseOwner, from.owner));
export const released = { leaseOwner: '', leaseUntil: null } as const;

/**
 * queued -> delivering, or waiting -> delivering once it is due (`force`: due or not, e.g. the player just
 * bought something else and is online). One conditional UPDATE: of two workers only one gets the row.
 */
export async function claimPurchase(ctx: AppContext, id: number, owner: string, force = false) {
  const now = ctx.now();
  return transition(
    ctx.db,
    id,
    ['queued', 'waiting'],
    'delivering',
    {
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${purchases.attempts} + 1`,
      attemptedAt: now,
    },
    // a waiting one only once it is due, unless forced
    force ? undefined : or(eq(purchases.status, 'queued'), lte(purchases.nextAttemptAt, now)),
  );
}

/** A command that answered ok, not yet recorded (recorded with the next command's mark, or the finish). */
export interface Answered {
  id: number;
  response: string;
}

/** A CTE body: the command `id` (none when null) `sending -> ok` with its answer, only when CTE `after` matched. */
const recordOk = (id: number | null, response: string, now: Date, after: 'renewed' | 'done') => sql`
      update ${purchaseCommands} set status = 'ok', response = ${response}, answered_at = ${now}::timestamptz
      where id = ${id}::int and status = 'sending' and exists (select 1 from ${sql.raw(after)})
      returning id`;

/**
 * One statement between two commands: renews the claim (which locks the purchase row), records the
 * previous command's answer (`sending -> ok`) and marks the next one `sending`, each a conditional
 * UPDATE, each later one only when the earlier ones matched. Committed before the next command is handed
 * to RCON. A recovery that took the purchase over meanwhile makes it change nothing (false); a recovery
 * after it sees the next command `sending` (so it never re-sends it).
 */
async function step(
  ctx: AppContext,
  p: PurchaseRow,
  owner: string,
  prev: Answered | null,
  next: CommandRow,
  command: string,
) {
  const now = ctx.now();
  const lease = new Date(now.getTime() + LEASE_MS);
  const prevId = prev?.id ?? null;
  const res = await ctx.db.execute<{ renewed: number; answered: number; marked: number }>(sql`
    with renewed as (
      update ${purchases} set lease_until = ${lease}::timestamptz
      where id = ${p.id} and status = 'delivering' and lease_owner = ${owner}
      returning id
    ), answered as (${recordOk(prevId, prev?.response ?? '', now, 'renewed')}), marked as (
      update ${purchaseCommands} set status = 'sending', sent_at = ${now}::timestamptz, response = '',
        command = ${command}
      where id = ${next.id} and status = 'pending' and exists (select 1 from renewed)
        and (${prevId}::int is null or exists (select 1 from answered))
      returning id
    )
    select (select count(*) from renewed)::int as renewed, (select count(*) from answered)::int as answered,
      (select count(*) from marked)::int as marked`);
  const r = res.rows[0];
  return (
    !!r && Number(r.renewed) === 1 && (prev === null || Number(r.answered) === 1) && Number(r.marked) === 1
  );
}

/** sending -> ok | error | unknown | pending (not sent after all). False when someone else changed it. */
async function markAnswered(
  db: Db | Tx,
  now: Date,
  cmdId: number,
  status: 'ok' | 'error' | 'unknown' | 'pending',
  response: string,
) {
  const rows = await db
    .update(purchaseCommands)
    .set({
      status,
      response,
      answeredAt: status === 'pending' ? null : now,
      sentAt: status === 'pending' ? null : undefined,
    })
    .where(and(eq(purchaseCommands.id, cmdId), eq(purchaseCommands.status, 'sending')))
    .returning({ id: purchaseCommands.id });
  return rows.length > 0;
}

export async function playerOf(db: Db | Tx, playerId: number | null, lock = false) {
  if (playerId === null) return undefined;
  const q = db.select().from(players).where(eq(players.id, playerId));
  return (lock ? await q.for('update') : await q)[0];
}

/** What the caller already read (the buy path, or a queue run's per-server cache): not read again. */
export interface Known {
  bot?: InstanceRow;
  server?: ServerRow | null;
  cmds?: CommandRow[];
  /** The buy path checked the buyer online (or the kit does not need it) and the server's back-off. */
  checkedAtBuy?: boolean;
  /** The buyer (for the messages' texts). */
  player?: PlayerRow;
  /** A queue run's digest: owner notices of failures are collected there instead of sent one by one. */
  digest?: Digest;
  /** The caller's heartbeat keeps the claim (a queue run renews its whole batch): none of its own. */
  leaseKept?: boolean;
}

/**
 * Delivers a purchase this worker claimed (status delivering, lease_owner = owner): checks the buyer is
 * online when the kit needs it, then sends the commands still `pending`, in order: each is marked
 * `sending` before it is sent, in one statement with recording the previous command's `ok` (see step);
 * the last `ok` is recorded in the finishing transaction. Ends in delivered, failed, waiting or unknown;
 * answers the row as it is now (another worker's state when the claim was lost).
 */
export async function deliverClaimed(
  ctx: AppContext,
  p: PurchaseRow,
  owner: string,
  hooks: DeliveryHooks = {},
  known: Known = {},
): Promise<PurchaseRow> {
  // the claim is renewed every HEARTBEAT_MS while this delivery works (a dead holder's runs out in LEASE_MS)
  if (known.leaseKept) return deliverHeld(ctx, p, owner, hooks, known);
  return withHeartbeat(
    () => renewClaim(ctx, p.id, owner),
    () => deliverHeld(ctx, p, owner, hooks, known),
    { everyMs: HEARTBEAT_MS, paused: hooks.heartbeatPaused },
  );
}

/** The heartbeat of a claim: lease_until moved on while `owner` still holds it (false: it does not). */
async function renewClaim(ctx: AppContext, id: number, owner: string) {
  const rows = await ctx.db
    .update(purchases)
    .set({ leaseUntil: new Date(ctx.now().getTime() + LEASE_MS) })
    .where(at(id, { status: 'delivering', owner }))
    .returning({ id: purchases.id });
  return rows.length > 0;
}

async function deliverHeld(
  ctx: AppContext,
  p: PurchaseRow,
  owner: string,
  hooks: DeliveryHooks,
  known: Known,
): Promise<PurchaseRow> {
  const bot = known.bot ?? (await getInstanceRow(ctx.db, p.botId));
  if (!bot) return p;
  const server =
    known.server !== undefined
      ? known.server
      : p.serverId === null
        ? null
        : await getServerRow(ctx.db, p.serverId);
  if (!server) {
    return (
      (await finishGivenBack(
        ctx,
        bot,
        p,
        { status: 'delivering', owner },
        'failed',
        failureTexts.serverGone,
        'Shop',
        known.digest ?? true,
      )) ?? p
    );
  }
  const cmds = known.cmds ?? (await readCommands(ctx.db, p.id));
  const pending = cmds.some((c) => c.status === 'pending');
  // the buyer as they are now: the online check and the commands use the same (current) ids
  const needsPlayer = !known.checkedAtBuy && pending && (p.mustBeOnline || cmds.some((c) => c.template));
  // (read before any command is sent, so nothing but the recording statement follows the last answer)
  const player = needsPlayer || !known.player ? await playerOf(ctx.db, p.playerId) : known.player;
  const resolved = new Map<number, string>();
  if (needsPlayer && player) {
    const filled = resolveCommands(cmds, player);
    if ('error' in filled)
      return (
        (await finishGivenBack(
          ctx,
          bot,
          p,
          { status: 'delivering', owner },
          'failed',
          filled.error,
          'Shop',
          known.digest ?? true,
        )) ?? p
      );
    for (const [id, command] of filled.commands) resolved.set(id, command);
    await noteIdChange(ctx, p, owner, cmds, resolved);
  }
  if (!known.checkedAtBuy && p.mustBeOnline && pending) {
    if (!player)
      return (
        (await finishGivenBack(
          ctx,
          bot,
          p,
          { status: 'delivering', owner },
          'failed',
          'The player no longer exists.',
          'Shop',
          known.digest ?? true,
        )) ?? p
      );
    const presence = await presenceOf(ctx, bot, server, player);
    if (presence.kind === 'unreachable') {
      const next = nextTryAfterUnreachable(ctx, server.id);
      return toWaiting(ctx, bot, p, owner, waitingReasons.forServer(server.name, presence.error), next);
    }
    if (presence.kind === 'offline') {
      const next = new Date(ctx.now().getTime() + OFFLINE_RETRY_MS);
      const why = p.isGift
        ? waitingReasons.forRecipient(p.playerName, server.name)
        : waitingReasons.forPlayer(server.name);
      return toWaiting(ctx, bot, p, owner, why, next);
    }
  }
  // a server in back-off is not contacted (kits that skip the online check reach here without a probe)
  const backoff = serverBackoff(ctx, server.id);
  if (
    backoff.retryAt &&
    backoff.retryAt > ctx.now() &&
    cmds.some((c) => c.status === 'pending') &&
    !known.checkedAtBuy
  )
    return toWaiting(
      ctx,
      bot,
      p,
      owner,
      waitingReasons.forServer(server.name, backoff.error || 'not reachable'),
      backoff.retryAt,
    );
  // the server answered: its back-off is lifted once the answers are recorded (not in between)
  let answered = false;
  try {
    let prev: Answered | null = null;
    for (const cmd of cmds) {
      if (cmd.status === 'ok') continue;
      // a claimed purchase has only `ok` and `pending` commands (a recovery settles `sending` ones); be safe
      if (cmd.status !== 'pending') break;
      await hooks.beforeMark?.(p.id, cmd.position);
      const text = resolved.get(cmd.id) ?? cmd.command;
      const before = prev;
      // marked `sending` (with the previous answer recorded) once the connection is up, right before the write
      const mark = async () => {
        if (!(await step(ctx, p, owner, before, cmd, text))) return false;
        await hooks.afterMark?.(p.id, cmd.position);
        return true;
      };
      const out = await sendCommand(ctx, bot, server, text, hooks.commandTimeoutMs, mark);
      const now = ctx.now();
      if (out.kind === 'lost') return current(ctx, p.id);
      // the answer is recorded before anything else is awaited (the next command's mark, or the finish)
      if (out.kind === 'ok' || out.kind === 'error') answered = true;
      if (out.kind === 'ok') {
        prev = { id: cmd.id, response: out.response };
        continue;
      }
      if (out.kind === 'notSent') {
        // not on the wire: a marked command goes back to `pending`; an unmarked one never left it, but the
        // previous command's answer (recorded with this mark otherwise) is recorded now
        if (out.marked) {
          if (!(await markAnswered(ctx.db, now, cmd.id, 'pending', ''))) return current(ctx, p.id);
        } else if (before && !(await markAnswered(ctx.db, now, before.id, 'ok', before.response)))
          return current(ctx, p.id);
        const next = serverUnreachable(ctx, server.id, out.error);
        return toWaiting(ctx, bot, p, owner, waitingReasons.forServer(server.name, out.error), next);
      }
      if (out.kind === 'error') {
        if (!(await markAnswered(ctx.db, now, cmd.id, 'error', out.response))) return current(ctx, p.id);
        return (
          (await finishGivenBack(
            ctx,
            bot,
            p,
            { status: 'delivering', owner },
            'failed',
            out.response,
            'Shop',
            known.digest ?? true,
          )) ?? current(ctx, p.id)
        );
      }
      const why = `${shopMessages.mayHaveRun} (${clause(out.error)})`;
      if (!(await markAnswered(ctx.db, now, cmd.id, 'unknown', why))) return current(ctx, p.id);
      return (
        (await toUnknown(ctx, bot, p, { status: 'delivering', owner }, text, out.error)) ?? current(ctx, p.id)
      );
    }
    return (
      (await finishDelivered(ctx, bot, p, { status: 'delivering', owner }, prev, player)) ??
      current(ctx, p.id)
    );
  } finally {
    if (answered) await serverContactSucceeded(ctx, server.id);
  }
}

/**
 * The pending commands filled against the player's current ids (rows with a template; older rows keep
 * their command). A required id the player no longer has: the reason the purchase fails.
 */
function resolveCommands(
  cmds: CommandRow[],
  player: PlayerRow,
): { commands: [number, string][] } | { error: string } {
  const out: [number, string][] = [];
  for (const c of cmds) {
    if (c.status !== 'pending' || !c.template) continue;
    try {
      out.push([c.id, fillCommands([c.template], player)[0]!]);
    } catch (e) {
      if (e instanceof ShopError) return { error: shopMessages.idGone(e.message) };
      throw e;
    }
  }
  return { commands: out };
}

/** Records on the purchase that the player's ids changed since it was made: the command as bought and as sent. */
async function noteIdChange(
  ctx: AppContext,
  p: PurchaseRow,
  owner: string,
  cmds: CommandRow[],
  resolved: Map<number, string>,
) {
  const changed = cmds.find((c) => resolved.has(c.id) && resolved.get(c.id) !== c.command);
  if (!changed) return;
  const note = shopMessages.idChanged(changed.command, resolved.get(changed.id)!);
  if (p.idChange === note) return;
  await ctx.db
    .update(purchases)
    .set({ idChange: note })
    .where(at(p.id, { status: 'delivering', owner }));
}

export async function current(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw new Error(`purchase ${id} vanished`);
  return row;
}

/**
 * delivering -> waiting (the expiry clock starts at the first wait). The reason is stored as its key and
 * parameters (shown in the reader's language) and as its English (`waiting_reason`: the API's text).
 */
async function toWaiting(
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
async function toUnknown(
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
