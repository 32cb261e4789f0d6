import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { botInstances, kits, players, purchases, servers } from '../../../db/schema';

/**
 * What an order reads before money moves, in one prepared statement: the instance, and of that instance
 * the kit, the player and the server (each null when missing or of another instance), and whether a
 * purchase of this player already waits on this server. No row when the instance does not exist.
 */
export async function readOrderContext(
  db: Db,
  ids: { botId: number; kitId: number; playerId: number; serverId: number },
) {
  const [row] = await prepared(db, 'shop_order_context', (db) =>
    db
      .select({
        bot: botInstances,
        kit: kits,
        player: players,
        server: servers,
        waiting: sql<boolean>`exists (select 1 from ${purchases} where ${purchases.status} = 'waiting'
          and ${purchases.playerId} = ${players.id} and ${purchases.serverId} = ${servers.id})`,
      })
      .from(botInstances)
      .leftJoin(kits, and(eq(kits.id, sql.placeholder('kitId')), eq(kits.botId, botInstances.id)))
      .leftJoin(players, and(eq(players.id, sql.placeholder('playerId')), eq(players.botId, botInstances.id)))
      .leftJoin(servers, and(eq(servers.id, sql.placeholder('serverId')), eq(servers.botId, botInstances.id)))
      .where(eq(botInstances.id, sql.placeholder('botId')))
      .prepare('shop_order_context'),
  ).execute(ids);
  return row;
}
