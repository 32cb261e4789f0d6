import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { purchases } from '../../../db/schema';
import { csvStream, inChunks, type CsvColumn } from '../../../lib/csv';
import { purchaseListWhere, type PurchaseFilter } from './purchase-filter';

type Row = typeof purchases.$inferSelect;

const columns: CsvColumn<Row>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'createdAt', value: (r) => r.createdAt.toISOString() },
  { header: 'playerId', value: (r) => r.playerId },
  { header: 'playerName', value: (r) => r.playerName },
  { header: 'kitId', value: (r) => r.kitId },
  { header: 'kitName', value: (r) => r.kitName },
  { header: 'itemGroup', value: (r) => r.itemGroupName },
  { header: 'serverName', value: (r) => r.serverName },
  { header: 'source', value: (r) => r.source },
  { header: 'price', value: (r) => r.price },
  { header: 'usedVoucher', value: (r) => r.usedVoucher },
  { header: 'status', value: (r) => r.status },
  { header: 'refunded', value: (r) => r.refunded },
  { header: 'deliveredAt', value: (r) => r.deliveredAt?.toISOString() ?? '' },
];

/** The purchases of an instance as CSV, oldest first, with the list's filters applied (purchase-filter.ts). */
export function purchasesCsv(db: Db, botId: number, f: PurchaseFilter) {
  const match = purchaseListWhere(botId, f);
  return csvStream(
    columns,
    inChunks((after, size) =>
      db
        .select()
        .from(purchases)
        .where(and(match, gt(purchases.id, after)))
        .orderBy(asc(purchases.id))
        .limit(size),
    ),
  );
}
