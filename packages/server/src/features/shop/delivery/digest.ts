import type { Notice } from '@asa/domain';
import type { AppContext } from '../../../context';
import type { InstanceRow } from '../../bots/repo';
import { notifyInstance } from '../../notifications/service';
import type { purchases } from '../../../db/schema';

/** A purchase row (as delivery.ts's PurchaseRow; declared here so this module does not import delivery.ts). */
type PurchaseRow = typeof purchases.$inferSelect;

/** From this many expired (or failed) purchases of one server in one queue run, the owner gets one digest. */
export const DIGEST_MIN = 3;
/** Kits named in a digest; the rest are counted. */
const DIGEST_KITS = 5;

const clause = (error: string) => error.replace(/[.!]+$/, '');

export function refundText(p: Pick<PurchaseRow, 'usedVoucher' | 'price' | 'refunded' | 'refundAmount'>) {
  if (!p.refunded) return 'Nothing could be refunded (the player no longer exists).';
  if (p.usedVoucher) return 'The voucher was given back.';
  // an owner's partial refund says how much went back
  if (p.refundAmount !== null && p.refundAmount < p.price)
    return p.refundAmount > 0
      ? `${p.refundAmount} of ${p.price} credits were refunded.`
      : 'Nothing was refunded.';
  return p.price > 0 ? 'The credits were refunded.' : 'Nothing was charged.';
}

/** What was given back of a purchase (refundText's four cases): `refund` of the notices. */
const refundKind = (p: Pick<PurchaseRow, 'usedVoucher' | 'price' | 'refunded'>) =>
  !p.refunded ? 'none' : p.usedVoucher ? 'voucher' : p.price > 0 ? 'credits' : 'free';

/** The owner's notice of one purchase given back (failed or expired). */
export function givenBackNotice(row: PurchaseRow): Notice {
  return {
    key: 'purchaseGivenBack',
    params: {
      status: row.status === 'expired' ? 'expired' : 'failed',
      kit: row.kitName,
      player: row.playerName,
      server: row.serverName,
      error: clause(row.error),
      refund: refundKind(row),
    },
  };
}

/** The owner's notice of many purchases of one server given back in one run. */
export function digestNotice(rows: PurchaseRow[]): Notice {
  const first = rows[0]!;
  const byKit = new Map<string, number>();
  for (const r of rows) byKit.set(r.kitName, (byKit.get(r.kitName) ?? 0) + 1);
  const kits = [...byKit.entries()].sort((a, b) => b[1] - a[1]);
  const refunded = rows.filter((r) => r.refunded).length;
  return {
    key: 'purchasesGivenBack',
    params: {
      status: first.status === 'expired' ? 'expired' : 'failed',
      count: rows.length,
      server: first.serverName,
      error: clause(first.error),
      all: String(refunded === rows.length),
      refunded,
      kits: kits
        .slice(0, DIGEST_KITS)
        .map(([k, n]) => `"${k}" x${n}`)
        .join(', '),
      others: Math.max(0, kits.length - DIGEST_KITS),
    },
  };
}

/**
 * Owner notices of purchases given back during one queue run, sent together: one digest per instance,
 * server and outcome from DIGEST_MIN purchases on, else one notice per purchase. Sent after the
 * purchases' transitions committed (a crash in between loses the notices, never doubles them).
 */
export function createDigest() {
  const groups = new Map<string, { bot: InstanceRow; rows: PurchaseRow[] }>();
  return {
    add(bot: InstanceRow, row: PurchaseRow) {
      const key = `${bot.id}:${row.serverId}:${row.serverName}:${row.status}`;
      const g = groups.get(key) ?? { bot, rows: [] };
      g.rows.push(row);
      groups.set(key, g);
    },
    /** Sends the collected notices; answers how many were sent. */
    async flush(ctx: AppContext) {
      let sent = 0;
      for (const { bot, rows } of groups.values()) {
        const messages = rows.length >= DIGEST_MIN ? [digestNotice(rows)] : rows.map(givenBackNotice);
        for (const notice of messages) {
          await notifyInstance(ctx, bot, {
            notice,
            link: '/purchases',
            kind: 'delivery',
            area: 'Players_View',
          });
          sent++;
        }
      }
      groups.clear();
      return sent;
    },
  };
}
export type Digest = ReturnType<typeof createDigest>;
