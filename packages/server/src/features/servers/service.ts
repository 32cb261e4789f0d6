import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { MASKED_PASSWORD, messages, type Server, type ServerInput } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { servers } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { assertPublicHost, OutboundRefused } from '../../lib/outbound-guard';
import { selectedRows } from '../../lib/selection';
import type { InstanceRow } from '../bots/repo';
import { limitsOf } from '../bots/service';
import { recordAudit } from '../audit/service';
import { serversChanged } from './list-json';

// other features' writes to `servers` announce their commit through this one (list-json.ts)
export { serversChanged };

export type ServerRow = typeof servers.$inferSelect;

/** Row -> API shape; a stored password is only ever shown as ten asterisks. */
export function toApiServer(row: ServerRow): Server {
  // the monitor's due time is the job's, not the API's
  const { createdAt: _c, monitorDueAt: _m, ...rest } = row;
  return { ...rest, rconPassword: row.rconPassword ? MASKED_PASSWORD : '' } as Server;
}

export async function listServers(db: Db, botId: number) {
  return prepared(db, 'servers_of_bot', (db) =>
    db
      .select()
      .from(servers)
      .where(eq(servers.botId, sql.placeholder('botId')))
      .orderBy(asc(servers.sortingIndex), asc(servers.id))
      .prepare('servers_of_bot'),
  ).execute({ botId });
}

export async function getServerRow(db: Db | Tx, id: number) {
  const rows = await db.select().from(servers).where(eq(servers.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Columns written from an input; the masked password keeps the stored one. */
function columns(ctx: AppContext, input: ServerInput, existing: ServerRow | null) {
  const {
    id: _id,
    botId: _b,
    rconPassword,
    ...rest
  } = input as ServerInput & { id?: number; botId?: number };
  const password =
    rconPassword === MASKED_PASSWORD
      ? (existing?.rconPassword ?? '')
      : ctx.secrets.encrypt(rconPassword ?? '');
  return { ...rest, rconPassword: password };
}

/** Sorting indexes are unique per instance (they order the servers everywhere): 400 on the field otherwise. */
async function checkSortingIndex(db: Db | Tx, botId: number, sortingIndex: number, exceptId?: number) {
  const taken = await db
    .select({ id: servers.id })
    .from(servers)
    .where(and(eq(servers.botId, botId), eq(servers.sortingIndex, sortingIndex)));
  if (taken.some((r) => r.id !== exceptId))
    throw badRequest(messages.sortingIndexTaken, { sortingIndex: messages.sortingIndexTaken });
}

/** The sorting index after the instance's highest one (0 for the first server): what imported servers get. */
export async function nextSortingIndex(db: Db | Tx, botId: number) {
  const [row] = await db
    .select({ max: max(servers.sortingIndex) })
    .from(servers)
    .where(eq(servers.botId, botId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/**
 * The RCON host must pass the outbound guard (no private/local addresses unless ALLOW_PRIVATE_TARGETS):
 * refused on save with 400 on `ip`, and again when a delivery or test connects.
 */
export async function checkRconHost(ctx: AppContext, ip: string | undefined) {
  try {
    await assertPublicHost((ip ?? '').trim(), ctx.config.allowPrivateTargets);
  } catch (e) {
    if (e instanceof OutboundRefused) throw badRequest(e.message, { ip: e.message });
    throw e;
  }
}

export async function createServer(ctx: AppContext, bot: InstanceRow, input: ServerInput) {
  await checkRconHost(ctx, input.ip);
  const created = await ctx.db.transaction(async (tx) => {
    const limits = await limitsOf(ctx, bot, tx);
    const [n] = await tx.select({ n: count() }).from(servers).where(eq(servers.botId, bot.id));
    if (Number(n?.n ?? 0) >= limits.numServers) throw forbidden(messages.serverLimitReached);
    await checkSortingIndex(tx, bot.id, input.sortingIndex);
    const [row] = await tx
      .insert(servers)
      .values({ ...columns(ctx, input, null), botId: bot.id } as typeof servers.$inferInsert)
      .returning();
    await recordAudit(tx, { botId: bot.id, entity: 'server', entityId: row!.id, before: null, after: row! });
    return row!;
  });
  serversChanged(ctx, bot.id);
  return created;
}

export async function updateServer(ctx: AppContext, existing: ServerRow, input: ServerInput) {
  await checkSortingIndex(ctx.db, existing.botId, input.sortingIndex, existing.id);
  await checkRconHost(ctx, input.ip);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(servers)
      .set(columns(ctx, input, existing) as Partial<typeof servers.$inferInsert>)
      .where(eq(servers.id, existing.id))
      .returning();
    await recordAudit(tx, {
      botId: existing.botId,
      entity: 'server',
      entityId: existing.id,
      before: existing,
      after: row!,
    });
    return row!;
  });
  serversChanged(ctx, existing.botId);
  return updated;
}

export async function deleteServer(ctx: AppContext, existing: ServerRow) {
  await ctx.db.transaction((tx) => deleteServerInTx(tx, existing));
  serversChanged(ctx, existing.botId);
}

/**
 * Deletes several servers of one instance in one transaction, each as the single delete does (audited);
 * 400 and nothing deleted when one is not the instance's.
 */
export async function deleteServers(ctx: AppContext, botId: number, ids: number[]) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await selectedRows(ids, (unique) =>
      tx
        .select()
        .from(servers)
        .where(and(eq(servers.botId, botId), inArray(servers.id, unique)))
        .orderBy(servers.id)
        .for('update'),
    );
    for (const row of rows) await deleteServerInTx(tx, row);
    return rows.length;
  });
  serversChanged(ctx, botId);
  return deleted;
}

async function deleteServerInTx(tx: Tx, existing: ServerRow) {
  await tx.delete(servers).where(eq(servers.id, existing.id));
  await recordAudit(tx, {
    botId: existing.botId,
    entity: 'server',
    entityId: existing.id,
    before: existing,
    after: null,
  });
}

/** Updates many servers of one instance in one transaction (Sync All); all or nothing. */
export async function bulkUpdateServers(
  ctx: AppContext,
  botId: number,
  inputs: (ServerInput & { id: number })[],
) {
  for (const input of inputs) await checkRconHost(ctx, input.ip);
  const updated = await ctx.db.transaction(async (tx) => {
    const ids = inputs.map((s) => s.id);
    const existing = ids.length
      ? await tx
          .select()
          .from(servers)
          .where(and(eq(servers.botId, botId), inArray(servers.id, ids)))
      : [];
    const byId = new Map(existing.map((s) => [s.id, s]));
    const out: ServerRow[] = [];
    for (const input of inputs) {
      const row = byId.get(input.id);
      if (!row) throw notFound(`Server ${input.id}`);
      const [updated] = await tx
        .update(servers)
        .set(columns(ctx, input, row) as Partial<typeof servers.$inferInsert>)
        .where(eq(servers.id, row.id))
        .returning();
      await recordAudit(tx, { botId, entity: 'server', entityId: row.id, before: row, after: updated! });
      out.push(updated!);
    }
    return out;
  });
  serversChanged(ctx, botId);
  return updated;
}

export const decryptPassword = (ctx: AppContext, row: ServerRow) => ctx.secrets.decrypt(row.rconPassword);
