import { and, asc, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  couponMessages,
  type CouponBody,
  type CouponReportRow,
  type CouponUse,
  type CouponView,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { coupons, purchases } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { csvStream, inChunks, type CsvColumn } from '../../lib/csv';
import { recordAudit } from '../audit/service';
import { findCoupon, type CouponRow } from '../shop';
import { checkCouponScope } from './scope';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCouponView(row: CouponRow): CouponView {
  return {
    ...row,
    kind: row.kind as CouponView['kind'],
    scope: row.scope as CouponView['scope'],
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    createdAt: row.createdAt.toISOString(),
  };
}

export const listCoupons = (db: Db, botId: number) =>
  db.select().from(coupons).where(eq(coupons.botId, botId)).orderBy(asc(coupons.code));

async function couponOf(db: Db, botId: number, id: number) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.botId, botId)));
  if (!row) throw notFound('Coupon');
  return row;
}

const values = (b: CouponBody) => ({
  ...b,
  validFrom: b.validFrom ? new Date(b.validFrom) : null,
  validTo: b.validTo ? new Date(b.validTo) : null,
  kitIds: b.scope === 'kits' ? b.kitIds : [],
  rankIds: b.scope === 'ranks' ? b.rankIds : [],
});

/** The code is unique per instance in any case (unique index on lower(code)): a clear 409. */
async function codeFree(db: Db, botId: number, code: string, except?: number) {
  const same = await findCoupon(db, botId, code);
  if (same && same.id !== except) throw conflict(couponMessages.codeTaken(same.code), 'coupon_code_taken');
}

export async function createCoupon(ctx: AppContext, botId: number, body: CouponBody) {
  await codeFree(ctx.db, botId, body.code);
  await checkCouponScope(ctx.db, botId, body);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ botId, ...values(body) })
      .returning();
    await recordAudit(tx, { botId, entity: 'coupon', entityId: row!.id, before: null, after: row! });
    return row!;
  });
}

/** Edits a coupon; `uses` is the engine's and stays. */
export async function updateCoupon(ctx: AppContext, botId: number, id: number, body: CouponBody) {
  const before = await couponOf(ctx.db, botId, id);
  await codeFree(ctx.db, botId, body.code, id);
  await checkCouponScope(ctx.db, botId, body);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(coupons).set(values(body)).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, { botId, entity: 'coupon', entityId: id, before, after: row! });
    return row!;
  });
}

/** Pauses (refused as not valid) or resumes a coupon; audited like an edit. */
export async function pauseCoupon(ctx: AppContext, botId: number, id: number, paused: boolean) {
  const before = await couponOf(ctx.db, botId, id);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(coupons).set({ paused }).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, {
      botId,
      entity: 'coupon',
      entityId: id,
      action: paused ? 'pause' : 'resume',
      before,
      after: row!,
    });
    return row!;
  });
}

/** Deletes a coupon; purchases keep its code and discount (their coupon id becomes null). */
export async function deleteCoupon(ctx: AppContext, botId: number, id: number) {
  const before = await couponOf(ctx.db, botId, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, { botId, entity: 'coupon', entityId: id, before, after: null });
  });
}

const useColumns = {
  purchaseId: purchases.id,
  couponCode: purchases.couponCode,
  creatorTag: coupons.creatorTag,
  playerId: purchases.playerId,
  playerName: purchases.playerName,
  kitName: purchases.kitName,
  price: purchases.price,
  couponDiscount: purchases.couponDiscount,
  status: purchases.status,
  counted: purchases.couponCounted,
  createdAt: purchases.createdAt,
};
type UseRow = { [K in keyof typeof useColumns]: unknown } & { purchaseId: number; createdAt: Date };

const toUse = (r: UseRow) => ({ ...r, createdAt: r.createdAt.toISOString() }) as CouponUse;

/** Purchases made with the instance's coupons (one coupon or all), newest first, a page at a time. */
export async function couponUses(
  db: Db,
  botId: number,
  q: { couponId?: number; page: number; pageSize: number },
) {
  const where = and(
    eq(purchases.botId, botId),
    q.couponId ? eq(purchases.couponId, q.couponId) : isNotNull(purchases.couponId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(useColumns)
      .from(purchases)
      .innerJoin(coupons, eq(coupons.id, purchases.couponId))
      .where(where)
      .orderBy(desc(purchases.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(purchases).where(where),
  ]);
  return { items: rows.map((r) => toUse(r as UseRow)), total: total?.n ?? 0 };
}

const csvColumns: CsvColumn<CouponUse>[] = [
  { header: 'purchaseId', value: (r) => r.purchaseId },
  { header: 'createdAt', value: (r) => r.createdAt },
  { header: 'coupon', value: (r) => r.couponCode },
  { header: 'creatorTag', value: (r) => r.creatorTag },
  { header: 'playerId', value: (r) => r.playerId },
  { header: 'playerName', value: (r) => r.playerName },
  { header: 'kitName', value: (r) => r.kitName },
  { header: 'price', value: (r) => r.price },
  { header: 'couponDiscount', value: (r) => r.couponDiscount },
  { header: 'status', value: (r) => r.status },
  { header: 'counted', value: (r) => r.counted },
];

/** The coupon uses of an instance as CSV, oldest first (the list's coupon filter applied). */
export function couponUsesCsv(db: Db, botId: number, couponId?: number) {
  return csvStream(
    csvColumns,
    inChunks(async (after, size) => {
      const rows = await db
        .select(useColumns)
        .from(purchases)
        .innerJoin(coupons, eq(coupons.id, purchases.couponId))
        .where(
          and(
            eq(purchases.botId, botId),
            gt(purchases.id, after),
            couponId ? eq(purchases.couponId, couponId) : isNotNull(purchases.couponId),
          ),
        )
        .orderBy(asc(purchases.id))
        .limit(size);
      return rows.map((r) => ({ ...toUse(r as UseRow), id: r.purchaseId }));
    }),
  );
}

/**
 * Per coupon of the instance (by code): its purchases, the uses they still hold, the credits it took off and
 * the credits they were charged (both over the purchases that still hold a use: a refund gives both back).
 */
export async function couponReport(db: Db, botId: number): Promise<CouponReportRow[]> {
  const rows = await db
    .select({
      couponId: coupons.id,
      code: coupons.code,
      creatorTag: coupons.creatorTag,
      paused: coupons.paused,
      purchases: sql<string>`count(${purchases.id})`,
      uses: sql<string>`count(${purchases.id}) filter (where ${purchases.couponCounted})`,
      creditsDiscounted: sql<string>`coalesce(sum(${purchases.couponDiscount}) filter (where ${purchases.couponCounted}), 0)`,
      revenue: sql<string>`coalesce(sum(${purchases.price}) filter (where ${purchases.couponCounted}), 0)`,
    })
    .from(coupons)
    .leftJoin(purchases, and(eq(purchases.couponId, coupons.id), eq(purchases.botId, botId)))
    .where(eq(coupons.botId, botId))
    .groupBy(coupons.id)
    .orderBy(asc(coupons.code));
  return rows.map((r) => ({
    ...r,
    purchases: Number(r.purchases),
    uses: Number(r.uses),
    creditsDiscounted: Number(r.creditsDiscounted),
    revenue: Number(r.revenue),
  }));
}

const reportColumns: CsvColumn<CouponReportRow>[] = [
  { header: 'couponId', value: (r) => r.couponId },
  { header: 'code', value: (r) => r.code },
  { header: 'creatorTag', value: (r) => r.creatorTag },
  { header: 'paused', value: (r) => r.paused },
  { header: 'purchases', value: (r) => r.purchases },
  { header: 'uses', value: (r) => r.uses },
  { header: 'creditsDiscounted', value: (r) => r.creditsDiscounted },
  { header: 'revenue', value: (r) => r.revenue },
];

/** The report as CSV (one line per coupon, by code). */
export function couponReportCsv(db: Db, botId: number) {
  return csvStream(
    reportColumns,
    (async function* () {
      yield* await couponReport(db, botId);
    })(),
  );
}
