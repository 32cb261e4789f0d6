import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { players, purchases } from '../../../db/schema';

/** The stored purchase (any instance); the route checks the caller's permission on its instance. */
export async function getPurchaseRow(db: Db, id: number) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).limit(1);
  return row ?? null;
}

/** The player's instance id, or null when the player does not exist. */
export async function playerBotId(db: Db, playerId: number) {
  const [row] = await db
    .select({ botId: players.botId })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.botId ?? null;
}
