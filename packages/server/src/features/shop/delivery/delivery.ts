import { and, eq, sql } from 'drizzle-orm';
import { failureTexts, shopMessages, waitingReasons } from '@asa/domain';
import type { AppContext } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { purchaseCommands, purchases } from '../../../db/schema';
import { getInstanceRow, type InstanceRow } from '../../bots/repo';
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
import { withHeartbeat } from '../../../lib/work-queue';
import type { Digest } from './digest';
import { ShopError } from '../errors';
import { fillCommands } from '../ordering/rules';
import {
  type Answered,
  type CommandRow,
  HEARTBEAT_MS,
  LEASE_MS,
  type PurchaseRow,
  at,
  current,
  playerOf,
  readCommands,
  recordOk,
  renewClaim,
} from './claims';
import { clause, finishDelivered, finishGivenBack, toUnknown, toWaiting } from './outcomes';

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
