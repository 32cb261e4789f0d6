import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { kv } from '../../db/schema';

/**
 * Discord outbox: messages the Discord bot runtime is to post (vote logs, Tip4Serv logs). The bot does not
 * exist yet, so the server stores each message as a `kv` row keyed `discord-outbox:<source>:<id>` with
 * `{botId, channelId, text, createdAt}`; the runtime reads them in key order, posts them and deletes each row.
 * The key makes queuing idempotent (a retried job does not queue the same message twice). Rows expire after
 * 7 days, so an instance without a running bot does not pile them up.
 */
export const OUTBOX_PREFIX = 'discord-outbox:';
const OUTBOX_TTL_MS = 7 * 86_400_000;

export interface OutboxMessage {
  botId: number;
  channelId: string;
  text: string;
  createdAt: string;
}

export async function queueDiscordMessage(
  db: Db | Tx,
  id: string,
  msg: { botId: number; channelId: string; text: string },
  now: Date,
) {
  await db
    .insert(kv)
    .values({
      key: `${OUTBOX_PREFIX}${id}`,
      value: { ...msg, createdAt: now.toISOString() } satisfies OutboxMessage,
      expiresAt: new Date(now.getTime() + OUTBOX_TTL_MS),
    })
    .onConflictDoNothing();
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
