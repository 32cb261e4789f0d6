import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inGameInbox } from '../../db/schema';
import { WORK_LEASE_MS } from '../../lib/work-queue';
import { mayBeCommand, parseChatCommand, type PlayerChatLine } from './chat-parser';

/**
 * A claimed command row is its claimer's this long without a heartbeat (renewed every WORK_HEARTBEAT_MS
 * while the row is processed: renewRow); after that another reader may take it over (issue 34: was 60 s).
 */
export const INBOX_LEASE_MS = WORK_LEASE_MS;
/** Rows are kept this long for the dashboard's log and the reader statistics. */
export const INBOX_KEEP_MS = 7 * 86_400_000;

export type InboxRow = typeof inGameInbox.$inferSelect;

/**
 * Inside the read's transaction: one row per player line, in the order read (one INSERT for every server
 * of the tick). A line that holds a command however it is cut (who said it is decided when processed,
 * against the online names: chat-parser speakerOf) starts `pending`; plain chat is stored `chat` (the relay
 * and the statistics read it, nothing processes it).
 */
export async function insertLines(
  tx: Tx,
  reads: { botId: number; serverId: number; lines: PlayerChatLine[]; prefix: string; now: Date }[],
) {
  const rows = reads.flatMap((input) =>
    input.lines.map((l) => {
      const command = parseChatCommand(l.message, input.prefix);
      return {
        botId: input.botId,
        serverId: input.serverId,
        rawLine: l.raw.slice(0, 2000),
        platformName: l.platformName.slice(0, 200),
        characterName: l.characterName.slice(0, 200),
        message: l.message.slice(0, 1000),
        command: command?.name ?? '',
        status: command || mayBeCommand(l.raw, input.prefix) ? 'pending' : 'chat',
        createdAt: input.now,
      };
    }),
  );
  if (rows.length) await tx.insert(inGameInbox).values(rows);
}

/** Which of these servers have command rows still to process (one query for a tick's servers). */
export async function serversWithOpenRows(db: Db, serverIds: number[], now: Date) {
  if (!serverIds.length) return new Set<number>();
  const rows = await db
    .selectDistinct({ serverId: inGameInbox.serverId })
    .from(inGameInbox)
    .where(
      and(
        sql`${inGameInbox.serverId} in (select value::integer from json_array_elements_text(${JSON.stringify(serverIds)}::json))`,
        openCondition(now),
      ),
    );
  return new Set(rows.map((r) => r.serverId));
}

const openCondition = (now: Date) =>
  or(
    eq(inGameInbox.status, 'pending'),
    and(eq(inGameInbox.status, 'processing'), lt(inGameInbox.leaseUntil, now)),
  );

/** Command rows of a server still to process: pending, or claimed by a reader whose lease ran out. */
export function openRows(db: Db, serverId: number, now: Date, limit = 50) {
  return db
    .select()
    .from(inGameInbox)
    .where(and(eq(inGameInbox.serverId, serverId), openCondition(now)))
    .orderBy(asc(inGameInbox.id))
    .limit(limit);
}

/**
 * Claims one row for `owner` (one conditional UPDATE: pending, or processing with an expired lease). Null
 * when another reader got it first.
 */
export async function claimRow(db: Db, id: number, owner: string, now: Date): Promise<InboxRow | null> {
  const [row] = await db
    .update(inGameInbox)
    .set({
      status: 'processing',
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + INBOX_LEASE_MS),
      attempts: sql`${inGameInbox.attempts} + 1`,
    })
    .where(
      and(
        eq(inGameInbox.id, id),
        or(
          eq(inGameInbox.status, 'pending'),
          and(eq(inGameInbox.status, 'processing'), lt(inGameInbox.leaseUntil, now)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** The heartbeat of a row's claim: lease_until moved on while `owner` still holds it (false: it does not). */
export async function renewRow(db: Db, id: number, owner: string, now: Date) {
  const rows = await db
    .update(inGameInbox)
    .set({ leaseUntil: new Date(now.getTime() + INBOX_LEASE_MS) })
    .where(
      and(eq(inGameInbox.id, id), eq(inGameInbox.status, 'processing'), eq(inGameInbox.leaseOwner, owner)),
    )
    .returning({ id: inGameInbox.id });
  return rows.length > 0;
}

export interface RowOutcome {
  outcome: string;
  reply: string;
  playerId?: number | null;
  eosId?: string;
}

/** processing -> done, only while `owner` still holds the claim; false when it lost it. */
export async function finishRow(db: Db | Tx, id: number, owner: string, now: Date, result: RowOutcome) {
  const done = await db
    .update(inGameInbox)
    .set({
      status: 'done',
      outcome: result.outcome,
      reply: result.reply.slice(0, 1000),
      playerId: result.playerId ?? null,
      eosId: result.eosId ?? '',
      processedAt: now,
      leaseOwner: '',
      leaseUntil: null,
    })
    .where(
      and(eq(inGameInbox.id, id), eq(inGameInbox.status, 'processing'), eq(inGameInbox.leaseOwner, owner)),
    )
    .returning({ id: inGameInbox.id });
  return done.length > 0;
}

/** Drops rows older than INBOX_KEEP_MS that are finished (done or plain chat). */
export async function pruneInbox(db: Db, now: Date) {
  await db
    .delete(inGameInbox)
    .where(
      and(
        inArray(inGameInbox.status, ['done', 'chat']),
        lt(inGameInbox.createdAt, new Date(now.getTime() - INBOX_KEEP_MS)),
      ),
    );
}
