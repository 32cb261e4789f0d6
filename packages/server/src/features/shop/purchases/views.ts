import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  isFailureKey,
  isWaitingKey,
  shopMessages,
  type CommandStatus,
  type PurchaseSource,
  type PurchaseStatus,
  type PurchaseView,
} from '@asa/domain';
import type { AppContext } from '../../../context';
import { prepared } from '../../../db/prepared';
import { purchaseCommands, purchases } from '../../../db/schema';
import { readCommands, type CommandRow, type PurchaseRow } from '../delivery/claims';
import { purchaseListWhere, purchaseOrder, type PurchaseFilter } from './purchase-filter';
import { purchaseCountsByStatus } from '../../bots/instance-counts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The response the owner's "mark as delivered" records for a command that may have run. */
export const MARKED_DELIVERED = 'Marked as delivered by ';

/**
 * Whether the game server's answer to a command was seen: recording an answer stores its text with
 * `answeredAt`; a timeout or an interrupted delivery stores the shop's own "may have run" text instead
 * (kept when the owner sends it again), and the owner's "mark as delivered" its MARKED_DELIVERED note.
 */
export const answerSeen = (c: Pick<CommandRow, 'answeredAt' | 'response'>) =>
  c.answeredAt !== null &&
  ![shopMessages.mayHaveRun, shopMessages.interrupted, MARKED_DELIVERED].some((t) =>
    c.response.startsWith(t),
  );

/** API shape of a purchase with its commands (rows from before purchase_commands use the legacy results). */
export function toPurchaseView(row: PurchaseRow, cmds: CommandRow[] = []): PurchaseView {
  const commands = cmds.length
    ? cmds.map((c) => ({
        command: c.command,
        status: c.status as CommandStatus,
        response: c.response,
        sentAt: iso(c.sentAt),
        answeredAt: iso(c.answeredAt),
        answerSeen: answerSeen(c),
      }))
    : row.results.map((r) => ({
        command: r.command,
        status: (r.ok ? 'ok' : 'error') as CommandStatus,
        response: r.response,
        sentAt: null,
        answeredAt: null,
        answerSeen: true,
      }));
  return {
    id: row.id,
    botId: row.botId,
    playerId: row.playerId,
    playerName: row.playerName,
    kitId: row.kitId,
    kitName: row.kitName,
    serverId: row.serverId,
    serverName: row.serverName,
    source: row.source as PurchaseSource,
    price: row.price,
    usedVoucher: row.usedVoucher,
    couponCode: row.couponCode,
    couponDiscount: row.couponDiscount,
    itemGroupName: row.itemGroupName,
    status: row.status as PurchaseStatus,
    refunded: row.refunded,
    refund:
      row.refundedAt === null
        ? null
        : {
            amount: row.refundAmount ?? 0,
            reason: row.refundReason,
            by: row.refundedBy,
            at: row.refundedAt.toISOString(),
          },
    results: commands.map((c) => ({ command: c.command, ok: c.status === 'ok', response: c.response })),
    commands,
    waitingReason: row.status === 'waiting' ? row.waitingReason : '',
    waiting:
      row.status === 'waiting' && isWaitingKey(row.waitingKey)
        ? { key: row.waitingKey, params: row.waitingParams }
        : null,
    mustBeOnline: row.mustBeOnline,
    expiresAt: row.status === 'waiting' ? iso(row.expiresAt) : null,
    attempts: row.attempts,
    error: row.error,
    failure:
      (row.status === 'failed' || row.status === 'expired') && isFailureKey(row.errorKey)
        ? { key: row.errorKey, params: row.errorParams }
        : null,
    idChange: row.idChange,
    gift: row.isGift
      ? { fromPlayerId: row.giftFromPlayerId, fromName: row.giftFromName, message: row.giftMessage }
      : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
  };
}

/** The commands of several purchases in their order (kept built: every page of the list reads them). */
const commandsOfPurchases = (db: AppContext['db']) =>
  prepared(db, 'purchase_commands_of_page', (db) =>
    db
      .select()
      .from(purchaseCommands)
      .where(sql`${purchaseCommands.purchaseId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(purchaseCommands.purchaseId), asc(purchaseCommands.position))
      .prepare('purchase_commands_of_page'),
  );

/** The default page of the list (no filter, newest first): kept built, read along purchases_bot_created_id_idx. */
const defaultPage = (db: AppContext['db']) =>
  prepared(db, 'purchases_page_default', (db) =>
    db
      .select()
      .from(purchases)
      .where(eq(purchases.botId, sql.placeholder('botId')))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('purchases_page_default'),
  );

/** No filter narrows the list (its order aside). */
const unfiltered = (f: PurchaseFilter) =>
  [f.playerId, f.status, f.source, f.from, f.to, f.kitId, f.serverId].every(
    (v) => v === undefined || v === '',
  );

/** Views of several purchases, with their commands in one query. */
export async function purchaseViews(db: AppContext['db'], rows: PurchaseRow[]): Promise<PurchaseView[]> {
  if (!rows.length) return [];
  const cmds = await commandsOfPurchases(db).execute({ ids: rows.map((r) => r.id) });
  const by = new Map<number, CommandRow[]>();
  for (const c of cmds) by.set(c.purchaseId, [...(by.get(c.purchaseId) ?? []), c]);
  return rows.map((r) => toPurchaseView(r, by.get(r.id)));
}

export const purchaseView = async (ctx: AppContext, row: PurchaseRow) =>
  toPurchaseView(row, await readCommands(ctx.db, row.id));

/**
 * One page (1-based) of an instance's purchases, newest first (or in the filter's order), without the total.
 * The default order is read along purchases_bot_created_id_idx (bot_id, created_at desc, id desc; 0044).
 */
export async function pagePurchases(
  ctx: AppContext,
  q: { botId: number; page: number; pageSize: number } & PurchaseFilter,
): Promise<PurchaseView[]> {
  const page = Math.max(1, Math.floor(q.page));
  const pageSize = Math.min(500, Math.max(1, Math.floor(q.pageSize)));
  const offset = (page - 1) * pageSize;
  const rows =
    unfiltered(q) && (q.sort ?? 'createdAt') === 'createdAt' && (q.order ?? 'desc') === 'desc'
      ? await defaultPage(ctx.db).execute({ botId: q.botId, limit: pageSize, offset })
      : await ctx.db
          .select()
          .from(purchases)
          .where(purchaseListWhere(q.botId, q))
          .orderBy(...purchaseOrder(q))
          .limit(pageSize)
          .offset(offset);
  return purchaseViews(ctx.db, rows);
}

/**
 * One page (1-based) of an instance's purchases, newest first (or in the filter's order), with the total
 * count; with `playerId`, the player's purchases and the gifts they sent.
 */
export async function listPurchases(
  ctx: AppContext,
  q: { botId: number; page: number; pageSize: number } & PurchaseFilter,
): Promise<{ rows: PurchaseView[]; total: number }> {
  const [rows, totals] = await Promise.all([
    pagePurchases(ctx, q),
    ctx.db.select({ n: count() }).from(purchases).where(purchaseListWhere(q.botId, q)),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * The total of a filtered list from its status counts (purchaseStatusCounts: the same filters but status),
 * so the list does not count its rows twice: the count of the filtered status, or the sum of every status.
 */
export const totalOfCounts = (counts: Record<string, number>, status: string | undefined) =>
  status === undefined ? Object.values(counts).reduce((n, c) => n + c, 0) : (counts[status] ?? 0);

/**
 * How many purchases each status has under the filters other than status (the status filter's counts).
 * Without such filters, the instance's counts kept as purchases change (bots/instance-counts.ts): no scan.
 */
export async function purchaseStatusCounts(ctx: AppContext, botId: number, f: PurchaseFilter) {
  if (unfiltered({ ...f, status: undefined })) return purchaseCountsByStatus(ctx.db, botId);
  const rows = await ctx.db
    .select({ status: purchases.status, n: count() })
    .from(purchases)
    .where(purchaseListWhere(botId, f, false))
    .groupBy(purchases.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
}
