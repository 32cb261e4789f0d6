import type { AppContext } from '../../context';
import type { InstanceRow } from '../bots/repo';
import { notifyInstance } from '../notifications/service';
import type { PurchaseRow } from './delivery';

/** From this many expired (or failed) purchases of one server in one queue run, the owner gets one digest. */
export const DIGEST_MIN = 3;
/** Kits named in a digest; the rest are counted. */
const DIGEST_KITS = 5;

const clause = (error: string) => error.replace(/[.!]+$/, '');
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function refundText(p: Pick<PurchaseRow, 'usedVoucher' | 'price' | 'refunded'>) {
  if (!p.refunded) return 'Nothing could be refunded (the player no longer exists).';
  if (p.usedVoucher) return 'The voucher was given back.';
  return p.price > 0 ? 'The credits were refunded.' : 'Nothing was charged.';
}

/** The owner's notice of one purchase given back (failed or expired). */
export function givenBackNotice(row: PurchaseRow) {
  const what =
    row.status === 'expired'
      ? `Kit "${row.kitName}" for ${row.playerName} on ${row.serverName} expired: ${clause(row.error)}.`
      : `Kit "${row.kitName}" could not be delivered to ${row.playerName} on ${row.serverName}: ${clause(row.error)}.`;
  return `${what} ${refundText(row)} You can retry it on the Purchases page.`;
}

/** The owner's notice of many purchases of one server given back in one run. */
export function digestNotice(rows: PurchaseRow[]) {
  const first = rows[0]!;
  const byKit = new Map<string, number>();
  for (const r of rows) byKit.set(r.kitName, (byKit.get(r.kitName) ?? 0) + 1);
  const kits = [...byKit.entries()].sort((a, b) => b[1] - a[1]);
  const named = kits.slice(0, DIGEST_KITS).map(([k, n]) => `"${k}" x${n}`);
  if (kits.length > DIGEST_KITS) named.push(plural(kits.length - DIGEST_KITS, 'other kit'));
  const refunded = rows.filter((r) => r.refunded).length;
  const head =
    first.status === 'expired'
      ? `${plural(rows.length, 'order')} expired on ${first.serverName}`
      : `${plural(rows.length, 'order')} could not be delivered on ${first.serverName} (${clause(first.error)})`;
  const given = refunded === rows.length ? 'refunded' : `${refunded} refunded`;
  return `${head}, ${given}: ${named.join(', ')}. You can retry them on the Purchases page.`;
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
        for (const message of messages) {
          await notifyInstance(ctx, bot, {
            message,
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
