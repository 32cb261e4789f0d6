import { and, eq, inArray } from 'drizzle-orm';
import { couponMessages, type CouponBody } from '@asa/domain';
import type { Db } from '../../db/client';
import { kits, shopRanks } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/**
 * A coupon's scope names kits or shop ranks of its own instance only (issue 33): an id that does not exist
 * there is refused with 400 on the field before anything is written.
 */
export async function checkCouponScope(db: Db, botId: number, body: CouponBody) {
  const check = async (
    ids: number[],
    table: typeof kits | typeof shopRanks,
    field: string,
    message: string,
  ) => {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.botId, botId), inArray(table.id, wanted)));
    if (found.length !== wanted.length) throw badRequest(message, { [field]: message });
  };
  if (body.scope === 'kits') await check(body.kitIds, kits, 'kitIds', couponMessages.unknownKits);
  if (body.scope === 'ranks') await check(body.rankIds, shopRanks, 'rankIds', couponMessages.unknownRanks);
}
