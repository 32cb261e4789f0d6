import crypto from 'node:crypto';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { kv } from '../../db/schema';
import { currentRequestId } from '../../lib/request-context';
import { WORK_LEASE_MS } from '../../lib/work-queue';

/**
 * Discord outbox: messages the Discord bot is to post (kit logs, claim-kit messages, vote logs, Tip4Serv
 * logs) and DMs to a user (a buyer's order notices: `userId` set, `channelId` empty), each a `kv` row keyed
 * `discord-outbox:<source>:<id>` with `{botId, channelId, userId?, text, createdAt}`.
 * The key makes queuing idempotent (a retried job does not queue the same message twice). A bot process
 * claims rows (claimDiscordOutbox: a lease in the row, taken with FOR UPDATE SKIP LOCKED, so two processes
 * never hold the same row; renewed by a heartbeat while it posts, so a dead claimer's rows return within
 * seconds), posts them and deletes each row. Rows expire after 7 days, so an instance without a running bot does not pile them up.
 */
export const OUTBOX_PREFIX = 'discord-outbox:';
const OUTBOX_TTL_MS = 7 * 86_400_000;

export interface OutboxMessage {
  botId: number;
  channelId: string;
  /** A DM: the Discord user id of the recipient (the bot opens the DM channel); `channelId` is then ''. */
  userId?: string;
  text: string;
  createdAt: string;
  /** ISO time until which a bot process holds the row (absent: free). */
  leaseUntil?: string;
  /** Who holds it (a claim's own name: its heartbeat renews its rows only). */
  leaseOwner?: string;
  /** The request id of the work that queued it (an HTTP call, a bot interaction, a job run; absent: none). */
  requestId?: string;
}

/**
 * How long a claimed message stays with its claimer without a heartbeat (renewDiscordOutbox, every
 * WORK_HEARTBEAT_MS while the claimer posts) before another process may take it (issue 34: was 60 s).
 */
export const OUTBOX_LEASE_MS = WORK_LEASE_MS;
/** At most this many messages of one instance per claim (the rest of a claim goes to the others). */
export const OUTBOX_PER_INSTANCE = 25;

/** A row nobody holds, or whose lease ran out. */
const free = (now: Date) =>
  sql`(${kv.value}->>'leaseUntil' is null or ${kv.value}->>'leaseUntil' < ${now.toISOString()})`;

/**
 * Claims up to `limit` messages of the given instances (every instance when null) that nobody holds or
 * whose lease expired, for `owner` and OUTBOX_LEASE_MS, in ONE statement shaped like the work queue's
 * claimBatch (lib/work-queue.ts): oldest first inside each instance, every instance's first message before
 * any instance's second, at most OUTBOX_PER_INSTANCE of one instance, FOR UPDATE SKIP LOCKED (the lease is
 * checked again on each locked row). Concurrent claimers get disjoint rows. Answered oldest first.
 */
export async function claimDiscordOutbox(
  db: Db | Tx,
  botIds: number[] | null,
  now: Date,
  opts: { owner?: string; limit?: number } = {},
): Promise<(OutboxMessage & { key: string })[]> {
  if (botIds && botIds.length === 0) return [];
  const lease = JSON.stringify({
    leaseUntil: new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString(),
    leaseOwner: opts.owner ?? crypto.randomUUID(),
  });
  const ids = botIds ? sql`and (${kv.value}->>'botId')::int in (${sql.join(botIds, sql`, `)})` : sql``;
  const { rows } = await db.execute(sql`
    update ${kv} set value = ${kv.value} || ${lease}::jsonb
    where ${kv.key} in (
      select work_item.key from ${kv} as work_item
      join (
        select ${kv.key} as ranked_key, row_number() over (
          partition by ${kv.value}->>'botId' order by ${kv.value}->>'createdAt', ${kv.key}) as ranked_rn
        from ${kv}
        where ${kv.key} like ${`${OUTBOX_PREFIX}%`} and ${free(now)} ${ids}
      ) ranked on ranked_key = work_item.key
      where ranked_rn <= ${OUTBOX_PER_INSTANCE}
        and (work_item.value->>'leaseUntil' is null or work_item.value->>'leaseUntil' < ${now.toISOString()})
      order by ranked_rn, work_item.value->>'createdAt', work_item.key
      limit ${opts.limit ?? 100}
      for update of work_item skip locked
    )
    returning ${kv.key} as key, ${kv.value} as value`);
  return (rows as { key: string; value: OutboxMessage }[])
    .map((r) => ({ key: r.key, ...r.value }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key));
}

/** The heartbeat of a claim: every message `owner` still holds gets a new lease. Answers how many. */
export async function renewDiscordOutbox(db: Db, owner: string, now: Date) {
  const until = new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString();
  const { rows } = await db.execute(sql`
    update ${kv} set value = jsonb_set(${kv.value}, '{leaseUntil}', to_jsonb(${until}::text))
    where ${kv.key} like ${`${OUTBOX_PREFIX}%`} and ${kv.value}->>'leaseOwner' = ${owner}
    returning ${kv.key} as key`);
  return rows.length;
}

/** Gives claimed messages back (a channel that failed for now), so the next pass may retry them. */
export async function releaseDiscordMessages(db: Db | Tx, keys: string[]) {
  if (!keys.length) return;
  await db
    .update(kv)
    .set({ value: sql`${kv.value} - 'leaseUntil' - 'leaseOwner'` })
    .where(inArray(kv.key, keys));
}

export const queueDiscordMessage = (
  db: Db | Tx,
  id: string,
  msg: { botId: number; channelId: string; text: string },
  now: Date,
) => queueDiscordMessages(db, [{ id, ...msg }], now);

/** The kv rows of outbox messages queued at `now` (`id` is the key after the prefix). */
export const outboxRows = (msgs: QueuedMessage[], now: Date) => {
  const requestId = currentRequestId();
  return msgs.map(({ id, ...msg }) => ({
    key: `${OUTBOX_PREFIX}${id}`,
    value: {
      ...msg,
      createdAt: now.toISOString(),
      ...(requestId ? { requestId } : {}),
    } satisfies OutboxMessage,
    expiresAt: new Date(now.getTime() + OUTBOX_TTL_MS),
  }));
};

export type QueuedMessage = { id: string; botId: number; channelId: string; userId?: string; text: string };

/** Queues messages (one INSERT); a key already queued is left as it is. */
export async function queueDiscordMessages(db: Db | Tx, msgs: QueuedMessage[], now: Date) {
  if (msgs.length) await db.insert(kv).values(outboxRows(msgs, now)).onConflictDoNothing();
}

/** Queued messages (oldest first), optionally of one instance. */
export async function listDiscordOutbox(db: Db | Tx, botId?: number) {
  const rows = await db
    .select()
    .from(kv)
    .where(
      and(
        like(kv.key, `${OUTBOX_PREFIX}%`),
        botId === undefined ? undefined : sql`(${kv.value}->>'botId')::int = ${botId}`,
      ),
    )
    .orderBy(asc(kv.key));
  return rows
    .map((r) => ({ key: r.key, ...(r.value as OutboxMessage) }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Removes a message once the bot runtime posted it. */
export async function ackDiscordMessage(db: Db | Tx, key: string) {
  await db.delete(kv).where(eq(kv.key, key));
}
