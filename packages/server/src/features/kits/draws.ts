import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { kitOdds, type KitDraws } from '@asa/domain';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import type { KitRow } from './service';

/**
 * A random kit's draws against its odds (issue 37, docs/earn.md): how often each item group was drawn by the
 * kit's purchases (`purchases.drawn_group_index`) and how often the current weights expect it. A draw of a
 * group that no longer exists is counted in `total` only.
 */
export async function kitDraws(db: Db, kit: KitRow): Promise<KitDraws> {
  const rows = await db
    .select({ index: purchases.drawnGroupIndex, count: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.kitId, kit.id), isNotNull(purchases.drawnGroupIndex)))
    .groupBy(purchases.drawnGroupIndex);
  const counts = new Map(rows.map((r) => [r.index!, Number(r.count)]));
  const total = rows.reduce((s, r) => s + Number(r.count), 0);
  return {
    kitId: kit.id,
    total,
    groups: kitOdds(kit.itemGroups).map((o) => ({
      ...o,
      draws: counts.get(o.index) ?? 0,
      expected: Math.round(((total * o.percent) / 100) * 10) / 10,
    })),
  };
}
