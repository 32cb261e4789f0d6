import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { inGameInbox, inGameReaders, servers } from '../../db/schema';
import type { InstanceRow } from '../bots/repo';
import { inGameSettingsOf } from './settings';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What the dashboard shows of the in-game shop: per server it reads, the reader's state (last read, last
 * success, last error, lines and commands of the last hour), and the latest in-game commands with outcome.
 */
export async function inGameStatus(ctx: AppContext, bot: InstanceRow) {
  const settings = inGameSettingsOf(bot);
  const hourAgo = new Date(ctx.now().getTime() - 3_600_000);
  const [serverRows, readers, counts, recent] = await Promise.all([
    ctx.db.select({ id: servers.id, name: servers.name }).from(servers).where(eq(servers.botId, bot.id)),
    ctx.db.select().from(inGameReaders).where(eq(inGameReaders.botId, bot.id)),
    ctx.db
      .select({
        serverId: inGameInbox.serverId,
        lines: sql<number>`count(*)::int`,
        commands: sql<number>`(count(*) filter (where ${inGameInbox.command} <> ''))::int`,
      })
      .from(inGameInbox)
      .where(and(eq(inGameInbox.botId, bot.id), gt(inGameInbox.createdAt, hourAgo)))
      .groupBy(inGameInbox.serverId),
    ctx.db
      .select()
      .from(inGameInbox)
      .where(and(eq(inGameInbox.botId, bot.id), sql`${inGameInbox.command} <> ''`))
      .orderBy(desc(inGameInbox.id))
      .limit(50),
  ]);
  const nameOf = new Map(serverRows.map((s) => [s.id, s.name]));
  return {
    readers: settings.serverIds
      .filter((id) => nameOf.has(id))
      .map((serverId) => {
        const r = readers.find((x) => x.serverId === serverId);
        const c = counts.find((x) => x.serverId === serverId);
        return {
          serverId,
          serverName: nameOf.get(serverId) ?? '',
          lastReadAt: iso(r?.lastReadAt ?? null),
          lastOkAt: iso(r?.lastOkAt ?? null),
          lastError: r?.lastError ?? '',
          failures: r?.failures ?? 0,
          linesLastHour: c?.lines ?? 0,
          commandsLastHour: c?.commands ?? 0,
        };
      }),
    commands: recent.map((row) => ({
      id: row.id,
      serverName: nameOf.get(row.serverId) ?? '',
      platformName: row.platformName,
      message: row.message,
      status: row.status,
      outcome: row.outcome,
      reply: row.reply,
      createdAt: row.createdAt.toISOString(),
      processedAt: iso(row.processedAt),
    })),
  };
}
