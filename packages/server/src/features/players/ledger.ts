import { eq, sql, type SQL } from 'drizzle-orm';
import {
  ledgerEnglish,
  ledgerNoteKinds,
  messages,
  type LedgerActor,
  type LedgerKind,
  type LedgerParams,
  type LedgerRefs,
} from '@asa/domain';
import type { Tx } from '../../db/client';
import { creditHistory, players } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import {
  webhookEvent,
  webhookEventHead,
  webhookInsertFromSql,
  webhookInsertManySql,
  webhookInsertSql,
} from '../webhooks/emit';

/**
 * The ledger (issue 35, docs/ledger.md): the ONE writer of `credit_history` and of balance changes. Every
 * entry has a kind (`ledgerKinds` of @asa/domain), a structured actor, references and the parameters its
 * text needs; each change also queues a `credits.changed` webhook event, in the caller's transaction (or
 * statement). `test/ledger-writers.test.ts` fails when another file writes `credit_history`.
 */

type PlayerRow = typeof players.$inferSelect;
/** Balances and totals are 32-bit integer columns. */
const INT_MAX = 2_147_483_647;

/** Actors of the entries a job, an integration, a manager or a player makes. */
export const ledgerActors = {
  system: (id: string, name: string): LedgerActor => ({ type: 'system', id, name }),
  integration: (id: string, name: string): LedgerActor => ({ type: 'integration', id, name }),
  manager: (id: string | number, name: string): LedgerActor => ({ type: 'manager', id: String(id), name }),
  player: (id: string | number, name: string): LedgerActor => ({ type: 'player', id: String(id), name }),
};

/** One credit entry as a caller describes it. */
export interface CreditEntry {
  playerId: number;
  /** Credits added (negative: taken). */
  delta: number;
  kind: LedgerKind;
  actor: LedgerActor;
  refs?: LedgerRefs;
  /** The parameters of the kind's text (`kit`, `rank`, `site`, `recipient`, `player`, `why`, `note`). */
  params?: LedgerParams;
  /** A person's own words (the reason a manager, an API caller or an import gave): stored as the row's text. */
  note?: string;
  /** false for changes the player did not make (a manager's, a job's): `lastActiveAt` stays. */
  activity?: boolean;
  /** false for credits given back (a refund): they do not raise `totalCreditsEarned`. */
  earned?: boolean;
}

/**
 * The row's stored text (`reason`): the person's words for the kinds that carry them, else the English of
 * the kind with its parameters (the API's and the webhook's `reason`, word for word as before migration 0031).
 */
export function entryReason(e: Pick<CreditEntry, 'kind' | 'delta' | 'params' | 'note'>): string {
  if (ledgerNoteKinds.includes(e.kind)) return (e.note ?? '').trim();
  return ledgerEnglish({ kind: e.kind, amount: e.delta, reason: '', params: e.params ?? {} });
}

/**
 * The balance and total earned after adding `amount`: never below 0 (400), never past the 32-bit columns
 * (400). The rule of every balance change.
 */
export function balanceAfter(
  p: { credits: number; totalCreditsEarned: number },
  amount: number,
  earns = true,
) {
  const balance = p.credits + amount;
  if (balance < 0) throw badRequest(messages.creditsBelowZero, { credits: messages.creditsBelowZero });
  const earned = p.totalCreditsEarned + (earns ? Math.max(amount, 0) : 0);
  if (balance > INT_MAX || earned > INT_MAX)
    throw badRequest(messages.balanceTooLarge, { credits: messages.balanceTooLarge });
  return { balance, earned };
}

/** The `credits.changed` event's data of an entry. */
const eventData = (e: CreditEntry, balance: number, reason: string) => ({
  playerId: e.playerId,
  amount: e.delta,
  balanceAfter: balance,
  reason,
  actor: e.actor.name,
  kind: e.kind,
  refs: e.refs ?? {},
});

/**
 * Records one entry inside the caller's transaction: locks the player's row, adds `delta` (never below 0,
 * never past the 32-bit columns), raises totalCreditsEarned for gains (not for refunds), applies `extra`
 * fields computed from the locked row (e.g. votingHistory), writes the history row and queues
 * `credits.changed`. Answers the updated row, or null when the player does not exist.
 */
export async function recordCredit(
  tx: Tx,
  now: Date,
  entry: CreditEntry,
  extra?: (locked: PlayerRow) => Partial<typeof players.$inferInsert>,
): Promise<PlayerRow | null> {
  const [locked] = await tx.select().from(players).where(eq(players.id, entry.playerId)).for('update');
  return locked ? recordCreditLocked(tx, now, locked, entry, extra) : null;
}

/** recordCredit for a player row this transaction already locked (`select ... for update`). */
export async function recordCreditLocked(
  tx: Tx,
  now: Date,
  locked: PlayerRow,
  entry: CreditEntry,
  extra?: (locked: PlayerRow) => Partial<typeof players.$inferInsert>,
): Promise<PlayerRow> {
  const e = { ...entry, playerId: locked.id };
  const { balance, earned } = balanceAfter(locked, e.delta, e.earned !== false);
  const [row] = await tx
    .update(players)
    .set({
      ...(extra?.(locked) ?? {}),
      credits: balance,
      totalCreditsEarned: earned,
      ...(e.activity === false ? {} : { lastActiveAt: now }),
    })
    .where(eq(players.id, locked.id))
    .returning();
  const reason = entryReason(e);
  // the history row and the webhook event in one statement: no extra round trip
  const event = webhookEvent(locked.botId, 'credits.changed', eventData(e, balance, reason), now);
  await tx.execute(sql`
    with history as (${historyInsert(locked.botId, e, reason, sql`values (${locked.id}::int, ${e.delta}::int, ${balance}::int)`, now)})
    ${webhookInsertSql(event)}`);
  return row!;
}

/** `insert into credit_history` of rows `(player_id, amount, balance_after)` produced by `source` (a VALUES or a SELECT). */
function historyInsert(
  botId: number,
  e: Omit<CreditEntry, 'playerId' | 'delta'>,
  reason: string,
  source: SQL,
  now: Date,
  refs: SQL = sql`${JSON.stringify(e.refs ?? {})}::jsonb`,
) {
  return sql`insert into ${creditHistory} (bot_id, player_id, amount, balance_after, reason, actor, created_at,
      kind, actor_type, actor_id, refs, params)
    select ${botId}::int, v.player_id, v.amount, v.balance_after, ${reason}::text, ${e.actor.name}::text,
      ${now.toISOString()}::timestamptz, ${e.kind}::text, ${e.actor.type}::text, ${e.actor.id}::text,
      ${refs}, ${JSON.stringify(e.params ?? {})}::jsonb
    from (${source}) as v(player_id, amount, balance_after)`;
}

/**
 * For a writer that changes a balance inside one bigger statement (the one-statement kit order,
 * shop/ordering/charge-at-once.ts): the CTE bodies of the history row and of the `credits.changed` event, over a CTE
 * `from` that holds the changed player (`id`, `bot_id`, `credits` after the change). Written only when `when`.
 * `refs`: a jsonb expression of the references when the statement itself makes them (the purchase's id).
 */
export function ledgerCteSql(
  botId: number,
  entry: Omit<CreditEntry, 'playerId'>,
  from: string,
  now: Date,
  when: SQL,
  refs?: SQL,
): { history: SQL; event: SQL } {
  const reason = entryReason(entry);
  const refsSql = refs ?? sql`${JSON.stringify(entry.refs ?? {})}::jsonb`;
  const history = historyInsert(
    botId,
    entry,
    reason,
    sql`select id, ${entry.delta}::int, credits from ${sql.raw(from)} where ${when}`,
    now,
    refsSql,
  );
  const event = webhookInsertFromSql(
    webhookEventHead(botId, 'credits.changed', now),
    sql`json_build_object('playerId', c.id, 'amount', ${entry.delta}::int, 'balanceAfter', c.credits,
      'reason', ${reason}::text, 'actor', ${entry.actor.name}::text, 'kind', ${entry.kind}::text,
      'refs', ${refsSql})`,
    sql`${sql.raw(from)} c`,
    when,
  );
  return { history, event };
}

/**
 * The CTE body of a conditional debit (the one-statement kit order): `price` off the player's balance only
 * while it covers it and the player's shop ranks are still `seenRoles` (the price was computed with them).
 * Returns `id, bot_id, name, credits` of the changed row, nothing when a condition failed. Its history row and
 * event come from ledgerCteSql over this CTE.
 */
export const conditionalDebitSql = (playerId: number, price: number, seenRoles: number[]) => sql`
      update ${players} set credits = credits - ${price}::int
      where id = ${playerId}::int and credits >= ${price}::int
        and roles = ${JSON.stringify(seenRoles)}::jsonb
      returning id, bot_id, name, credits`;

/** One player's change in a batch whose balances the caller computed under its locks (balanceAfter). */
export interface BatchChange {
  playerId: number;
  delta: number;
  /** Balance and total earned after the change. */
  balance: number;
  earned: number;
  /** The player row already holds the new balance (inserted with it): only the history and event are written. */
  written?: boolean;
}

/**
 * Many players' changes of one kind, actor and text (a bulk grant, a CSV import) in a few statements: the
 * balances, one history row each and one `credits.changed` event each. The caller locked the rows and
 * computed each balance (`balanceAfter`); changes of 0 write nothing.
 */
export async function recordCreditsBatch(
  tx: Tx,
  now: Date,
  botId: number,
  changes: BatchChange[],
  meta: Omit<CreditEntry, 'playerId' | 'delta'>,
) {
  const rows = changes.filter((c) => c.delta !== 0);
  if (!rows.length) return;
  const json = (list: object[]) => sql`${JSON.stringify(list)}::jsonb`;
  const set = rows.filter((r) => !r.written);
  if (set.length)
    await tx.execute(sql`update ${players} p set credits = v.balance, total_credits_earned = v.earned
      ${meta.activity === false ? sql`` : sql`, last_active_at = ${now.toISOString()}::timestamptz`}
      from jsonb_to_recordset(${json(set.map((r) => ({ id: r.playerId, balance: r.balance, earned: r.earned })))})
        as v(id int, balance int, earned int)
      where p.id = v.id`);
  const signed = (delta: number) => entryReason({ ...meta, delta });
  // a text per sign (a signed kind reads differently for gains and losses)
  for (const sign of [1, -1]) {
    const part = rows.filter((r) => Math.sign(r.delta) === sign);
    if (!part.length) continue;
    const reason = signed(sign);
    await tx.execute(
      historyInsert(
        botId,
        meta,
        reason,
        sql`select r.id, r.amount, r.balance from jsonb_to_recordset(${json(
          part.map((r) => ({ id: r.playerId, amount: r.delta, balance: r.balance })),
        )}) as r(id int, amount int, balance int)`,
        now,
      ),
    );
    const events = part.map((r) =>
      webhookEvent(
        botId,
        'credits.changed',
        eventData({ ...meta, playerId: r.playerId, delta: r.delta }, r.balance, reason),
        now,
      ),
    );
    await tx.execute(webhookInsertManySql(botId, 'credits.changed', events));
  }
}

/**
 * History rows written as they are, without a balance change or an event: the demo's seeded past (its balances
 * are set from these rows afterwards). Nothing else writes history this way.
 */
export async function seedHistory(
  tx: Tx,
  rows: (typeof creditHistory.$inferInsert)[] | typeof creditHistory.$inferInsert,
) {
  await tx.insert(creditHistory).values(Array.isArray(rows) ? rows : [rows]);
}
