import type { LedgerKind } from '@asa/domain';
import type { Db, Tx } from './client';
import { creditHistory, kits, players } from './schema';

/**
 * Test-data factories: the one way tests, the demo seed and the benchmarks make kits and players. Each
 * `xValues` fills what a row needs with plain defaults; `insertX` writes it and returns the row.
 */
export type KitInsert = typeof kits.$inferInsert;
export type PlayerInsert = typeof players.$inferInsert;
export type CreditHistoryInsert = typeof creditHistory.$inferInsert;

let seq = 0;

/** One item group of a kit (`index` 0..; each command one item). */
export const itemGroup = (index: number, name: string, commands: string[]) => ({
  index,
  name,
  items: commands.map((command, i) => ({ index: i, command })),
});

export function kitValues(botId: number, over: Partial<KitInsert> = {}): KitInsert {
  const n = ++seq;
  return {
    botId,
    name: `Kit ${n}`,
    price: 100,
    itemGroups: [itemGroup(0, 'Items', ['GiveItemToPlayer {eos_id} Stone 1 0 0'])],
    ...over,
  };
}

/** A registered player; the EOS id is made from the Discord id when one is given. */
export function playerValues(botId: number, over: Partial<PlayerInsert> = {}): PlayerInsert {
  const n = ++seq;
  return {
    botId,
    name: `Player ${n}`,
    eosId: (over.discordId ?? String(n)).padStart(32, '0'),
    ...over,
  };
}

/** A credit-history row (`balanceAfter` 0: the lists and sums read by tests do not use it). */
export const historyValues = (
  botId: number,
  playerId: number,
  amount: number,
  reason: string,
  actor: string,
  createdAt: Date,
  kind: LedgerKind = 'other',
): CreditHistoryInsert => ({ botId, playerId, amount, balanceAfter: 0, reason, actor, createdAt, kind });

export async function insertKit(db: Db | Tx, botId: number, over: Partial<KitInsert> = {}) {
  const [row] = await db.insert(kits).values(kitValues(botId, over)).returning();
  return row!;
}

export async function insertPlayer(db: Db | Tx, botId: number, over: Partial<PlayerInsert> = {}) {
  const [row] = await db.insert(players).values(playerValues(botId, over)).returning();
  return row!;
}
