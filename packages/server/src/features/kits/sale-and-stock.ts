import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { kitStock, type kits } from '../../db/schema';

/**
 * A kit's timed sale, its reset windows and the stock left in its current cycle: what the kit lists show
 * (dashboard, portal, in game) and the shop engine charges by. They live with the kits, below the engine,
 * so the lists need not import the engine (issue 35: no import circle between features).
 */
type KitRow = typeof kits.$inferSelect;
type SaleKit = Pick<KitRow, 'price' | 'salePercent' | 'saleFrom' | 'saleTo'>;

/** Whether the kit's timed sale runs at `now` (from its start, inclusive, to its end, exclusive). */
export const saleActive = (kit: Omit<SaleKit, 'price'>, now: Date) =>
  kit.salePercent > 0 && (!kit.saleFrom || kit.saleFrom <= now) && (!kit.saleTo || now < kit.saleTo);

/** The kit's price at `now`: the list price, or the sale price while a sale runs (rounded down). */
export const salePrice = (kit: SaleKit, now: Date) =>
  saleActive(kit, now) ? Math.floor((kit.price * (100 - Math.min(100, kit.salePercent))) / 100) : kit.price;

/**
 * Start of the current buy-limit window in UTC: never = all time (null); daily = today 00:00; weekly =
 * Monday 00:00; monthly = the 1st 00:00. `end` is when the window resets.
 */
export function buyWindow(resetAt: string, now: Date): { start: Date | null; end: Date | null } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (resetAt) {
    case 'daily':
      return { start: new Date(Date.UTC(y, m, d)), end: new Date(Date.UTC(y, m, d + 1)) };
    case 'weekly': {
      const back = (now.getUTCDay() + 6) % 7; // days since Monday
      return { start: new Date(Date.UTC(y, m, d - back)), end: new Date(Date.UTC(y, m, d - back + 7)) };
    }
    case 'monthly':
      return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
    default:
      return { start: null, end: null };
  }
}

/** Start of the kit's current stock cycle (epoch 0 for `never`). */
export const stockPeriodOf = (kit: Pick<KitRow, 'stockReset'>, now: Date) =>
  buyWindow(kit.stockReset, now).start ?? new Date(0);

/** Units left of each kit with a stock in its current cycle (kits without stock are not in the map). */
export async function stockLeft(
  db: Db | Tx,
  kitRows: Pick<KitRow, 'id' | 'stock' | 'stockReset'>[],
  now: Date,
): Promise<Map<number, number>> {
  const limited = kitRows.filter((k) => k.stock !== null);
  const out = new Map<number, number>();
  if (!limited.length) return out;
  const rows = await db
    .select()
    .from(kitStock)
    .where(
      sql`${kitStock.kitId} in (${sql.join(
        limited.map((k) => sql`${k.id}`),
        sql`, `,
      )})`,
    );
  for (const k of limited) {
    const period = stockPeriodOf(k, now).getTime();
    const sold = rows.find((r) => r.kitId === k.id && r.periodStart.getTime() === period)?.sold ?? 0;
    out.set(k.id, Math.max(0, (k.stock ?? 0) - sold));
  }
  return out;
}
