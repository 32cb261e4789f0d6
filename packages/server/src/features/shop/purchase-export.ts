import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { PurchaseSource, PurchaseStatus } from '@asa/domain';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import { csvStream, inChunks, type CsvColumn } from '../../lib/csv';

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

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

export interface PurchaseExportFilter {
  status?: PurchaseStatus;
  source?: PurchaseSource;
  from?: string;
  to?: string;
}

/** The purchases of an instance as CSV, oldest first, with the list's filters applied. */
export function purchasesCsv(db: Db, botId: number, f: PurchaseExportFilter) {
  return csvStream(
    columns,
    inChunks((after, size) =>
      db
        .select()
        .from(purchases)
        .where(
          and(
            eq(purchases.botId, botId),
            gt(purchases.id, after),
            f.status ? eq(purchases.status, f.status) : undefined,
            f.source ? eq(purchases.source, f.source) : undefined,
            f.from ? gte(purchases.createdAt, dayStart(f.from)) : undefined,
            f.to ? lt(purchases.createdAt, new Date(dayStart(f.to).getTime() + 86_400_000)) : undefined,
          ),
        )
        .orderBy(asc(purchases.id))
        .limit(size),
    ),
  );
}
