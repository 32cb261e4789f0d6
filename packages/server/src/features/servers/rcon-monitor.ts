import { and, eq, inArray, like, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, kv, servers } from '../../db/schema';
import type { InstanceRow } from '../bots/repo';
import { rconTargetOf } from '../rcon/service';
import { notifyInstance } from '../notifications/service';
import { serversContactSucceeded } from '../shop/engine';

const HOUR = 60 * 60_000;
const key = (serverId: number) => `rcon-down:${serverId}`;
/** How long the monitor's ListPlayers may take per server (connect and answer each stay within their own limits). */
export const MONITOR_TIMEOUT_MS = 5_000;

type Down = { since: number; notified: boolean };

/**
 * Job (every 10 minutes): checks each enabled server of each active instance over RCON. A server that has
 * been unreachable for an hour creates one notification (owner and managers with Servers View); it is
 * re-armed when the server answers again.
 *
 * Concurrent (issue 34): every server is asked at once, bounded by the process's RCON pool
 * (RCON_CONCURRENCY, with dead servers in a lane of their own), so a pass takes about as long as the
 * slowest servers' timeouts, not their sum. The database work is batched: ONE query for the servers, ONE for
 * their down records, ONE to lift the answering servers' back-offs, ONE delete and ONE insert for the
 * records; only the notifications (rare) are written one by one.
 */
export async function runRconMonitor(ctx: AppContext) {
  const rows = await ctx.db
    .select({ server: servers, bot: botInstances })
    .from(servers)
    .innerJoin(botInstances, eq(botInstances.id, servers.botId))
    .where(and(eq(botInstances.isActive, true), eq(servers.isEnabled, true), ne(servers.rconPassword, '')))
    .orderBy(servers.id);
  if (!rows.length) return 0;
  const up = new Set<number>();
  await Promise.all(
    rows.map(async ({ server }) => {
      try {
        await ctx.rcon.execute(rconTargetOf(ctx, server), 'ListPlayers', { timeoutMs: MONITOR_TIMEOUT_MS });
        up.add(server.id);
      } catch {
        // down: recorded below
      }
    }),
  );
  const records = new Map(
    (await ctx.db.select().from(kv).where(like(kv.key, 'rcon-down:%'))).map((r) => [r.key, r.value as Down]),
  );
  const now = ctx.now().getTime();
  // the shop's deliveries waiting for the servers that answered go ahead
  await serversContactSucceeded(ctx, [...up]);
  const cleared = [...up].map(key).filter((k) => records.has(k));
  if (cleared.length) await ctx.db.delete(kv).where(inArray(kv.key, cleared));
  const fresh = rows.filter(({ server }) => !up.has(server.id) && !records.has(key(server.id)));
  if (fresh.length)
    await ctx.db
      .insert(kv)
      .values(fresh.map(({ server }) => ({ key: key(server.id), value: { since: now, notified: false } })))
      .onConflictDoNothing();
  let notified = 0;
  for (const { server, bot } of rows) {
    const v = records.get(key(server.id));
    if (up.has(server.id) || !v || v.notified || now - v.since < HOUR) continue;
    await notifyInstance(ctx, bot as InstanceRow, {
      notice: {
        key: 'rconDown',
        params: { server: server.name, address: `${server.ip}:${server.rconPort}` },
      },
      link: '/servers',
      kind: 'rcon',
      area: 'Servers_View',
    });
    await ctx.db
      .update(kv)
      .set({ value: { ...v, notified: true } })
      .where(eq(kv.key, key(server.id)));
    notified++;
  }
  return notified;
}
