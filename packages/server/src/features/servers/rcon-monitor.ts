import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, kv, servers } from '../../db/schema';
import { rconTargetOf } from '../rcon/service';
import { notifyInstance } from '../notifications/service';
import { serverContactSucceeded } from '../shop/engine';

const HOUR = 60 * 60_000;
const key = (serverId: number) => `rcon-down:${serverId}`;

/**
 * Job (every 10 minutes): checks each enabled server of each active instance over RCON. A server that has
 * been unreachable for an hour creates one notification (owner and managers with Servers View); it is
 * re-armed when the server answers again.
 */
export async function runRconMonitor(ctx: AppContext) {
  let notified = 0;
  for (const bot of await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true))) {
    for (const server of await ctx.db.select().from(servers).where(eq(servers.botId, bot.id))) {
      if (!server.isEnabled || !server.rconPassword) continue;
      let up = true;
      try {
        await ctx.rcon.execute(rconTargetOf(ctx, server), 'ListPlayers');
      } catch {
        up = false;
      }
      const [state] = await ctx.db
        .select()
        .from(kv)
        .where(eq(kv.key, key(server.id)));
      if (up) {
        // the shop's deliveries waiting for this server go ahead
        await serverContactSucceeded(ctx, server.id);
        if (state) await ctx.db.delete(kv).where(eq(kv.key, key(server.id)));
        continue;
      }
      const now = ctx.now().getTime();
      if (!state) {
        await ctx.db.insert(kv).values({ key: key(server.id), value: { since: now, notified: false } });
        continue;
      }
      const v = state.value as { since: number; notified: boolean };
      if (!v.notified && now - v.since >= HOUR) {
        await notifyInstance(ctx, bot, {
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
    }
  }
  return notified;
}
