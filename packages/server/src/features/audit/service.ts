import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_RETENTION_DEFAULT_DAYS,
  MASKED_PASSWORD,
  PAGE_SIZES,
  type AuditEntity,
  type AuditPage,
  type AuditQuery,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { auditLog, botInstances, kv, users } from '../../db/schema';
import { currentActor } from '../../lib/actor';

/**
 * One change to record. `before` is the entity as it was (null when created), `after` as it is now (null
 * when deleted); both in the shape the API shows (rows are fine: timestamps and ids are left out). Only the
 * fields that differ are stored. The actor is the signed-in user of the request unless given.
 */
export interface AuditChange {
  botId: number | null;
  entity: AuditEntity;
  entityId?: string | number;
  /** Defaults to create / update / delete from before and after. */
  action?: string;
  before: object | null;
  after: object | null;
  actorUserId?: number | null;
  /** Who it was when not a dashboard user (e.g. "in-game: Alice"); defaults to the user's username. */
  actorName?: string;
}

/** Fields never recorded: bookkeeping that changes on its own. */
const IGNORED = new Set(['id', 'botId', 'createdAt', 'updatedAt', 'messageId', 'kitMessagesVersion']);
/** Field names (last path segment) holding secrets: a change is recorded, the values never are. */
const SECRET = /(password|secret|token|apikey|keys)$/i;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** `{a: {b: 1}, c: [1]}` -> `{'a.b': 1, c: [1]}` (objects two levels deep; lists stay whole). */
function flatten(value: object | null, prefix = '', depth = 0, out: Record<string, unknown> = {}) {
  if (!value) return out;
  for (const [k, v] of Object.entries(value)) {
    if (depth === 0 && IGNORED.has(k)) continue;
    const path = prefix + k;
    if (isPlainObject(v) && depth < 1) flatten(v, `${path}.`, depth + 1, out);
    else out[path] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

const mask = (path: string, v: unknown): unknown => {
  if (!SECRET.test(path.split('.').pop() ?? '')) return v;
  if (Array.isArray(v)) return v.map((x) => (x ? MASKED_PASSWORD : x));
  return v ? MASKED_PASSWORD : v;
};

/** The changed fields only, secrets masked: `{ before, after }` (both empty when nothing changed). */
export function auditDiff(before: object | null, after: object | null) {
  const a = flatten(before);
  const b = flatten(after);
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) === JSON.stringify(b[key])) continue;
    if (key in a) out.before[key] = mask(key, a[key]);
    if (key in b) out.after[key] = mask(key, b[key]);
  }
  return out;
}

/**
 * Writes one audit row for a change made through the API (pass the transaction of the change, so both
 * commit or neither). An update that changed nothing writes nothing. Answers whether a row was written.
 */
export async function recordAudit(db: Db | Tx, change: AuditChange): Promise<boolean> {
  const row = auditRow(change);
  if (row) await db.insert(auditLog).values(row);
  return !!row;
}

/**
 * The ONE audit row of a CSV import (issue 36): action `import`, no entity id, the import's summary (lines,
 * created, updated, unchanged, credits moved) as `after`, shown in the audit log. Answers the row's id.
 */
export async function recordImportAudit(
  db: Db | Tx,
  i: { botId: number; entity: AuditEntity; summary: Record<string, string | number> },
): Promise<number> {
  const actor = currentActor();
  const [row] = await db
    .insert(auditLog)
    .values({
      botId: i.botId,
      actorUserId: actor?.userId ?? null,
      actorName: actor?.name ?? '',
      action: 'import',
      entity: i.entity,
      entityId: '',
      before: {},
      after: i.summary,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/** recordAudit for many changes in one INSERT (the CSV import's batch); answers how many rows it wrote. */
export async function recordAudits(db: Db | Tx, changes: AuditChange[]): Promise<number> {
  const rows = changes.map(auditRow).filter((r) => r !== null);
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => ({
      bot_id: r.botId,
      actor_user_id: r.actorUserId,
      actor_name: r.actorName,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
    }));
    // one parameter per batch (a many-row VALUES costs more to build and parse than the rows to write)
    await db.execute(sql`insert into ${auditLog} (bot_id, actor_user_id, actor_name, action, entity, entity_id, before, after)
      select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(bot_id int, actor_user_id int,
        actor_name text, action text, entity text, entity_id text, before jsonb, after jsonb)`);
  }
  return rows.length;
}

/** The audit row of a change (null: an update that changed nothing). */
function auditRow(change: AuditChange): typeof auditLog.$inferInsert | null {
  const { before, after } = auditDiff(change.before, change.after);
  const action =
    change.action ?? (change.before === null ? 'create' : change.after === null ? 'delete' : 'update');
  if (action === 'update' && Object.keys(before).length + Object.keys(after).length === 0) return null;
  const actor = currentActor();
  const actorUserId = change.actorUserId !== undefined ? change.actorUserId : (actor?.userId ?? null);
  const actorName =
    change.actorName ?? (actorUserId !== null && actorUserId === actor?.userId ? actor.name : '');
  return {
    botId: change.botId,
    actorUserId,
    actorName,
    action,
    entity: change.entity,
    entityId: change.entityId === undefined ? '' : String(change.entityId),
    before,
    after,
  };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** A page of an instance's audit log, newest first, with the filters of AuditQuery. */
export async function listAudit(db: Db, botId: number, q: AuditQuery): Promise<AuditPage> {
  const size = PAGE_SIZES.auditLog;
  const where: (SQL | undefined)[] = [
    eq(auditLog.botId, botId),
    q.actor === undefined ? undefined : eq(auditLog.actorUserId, q.actor),
    q.entity === undefined ? undefined : eq(auditLog.entity, q.entity),
    q.from === undefined ? undefined : gte(auditLog.createdAt, dayStart(q.from)),
    q.to === undefined ? undefined : lt(auditLog.createdAt, nextDay(q.to)),
    q.before === undefined ? undefined : lt(auditLog.id, q.before),
  ];
  const rows = await db
    .select({ row: auditLog, username: users.username, avatarUrl: users.avatarUrl })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(size + 1);
  const actors = await db
    .selectDistinct({ id: users.id, name: users.username })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .where(eq(auditLog.botId, botId))
    .orderBy(users.username)
    .limit(200);
  const page = rows.slice(0, size);
  return {
    entries: page.map(({ row, username, avatarUrl }) => ({
      id: row.id,
      botId: row.botId,
      actorUserId: row.actorUserId,
      actorName: username ?? row.actorName,
      actorAvatarUrl: avatarUrl ?? '',
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    next: rows.length > size ? page[page.length - 1]!.row.id : null,
    actors,
  };
}

/** Sets how many days an instance keeps its audit log (Owner). */
export async function setAuditRetention(ctx: AppContext, botId: number, days: number) {
  const [old] = await ctx.db
    .select({ days: botInstances.auditRetentionDays })
    .from(botInstances)
    .where(eq(botInstances.id, botId));
  await ctx.db.transaction(async (tx) => {
    await tx.update(botInstances).set({ auditRetentionDays: days }).where(eq(botInstances.id, botId));
    await recordAudit(tx, {
      botId,
      entity: 'settings',
      entityId: botId,
      before: { auditRetentionDays: old?.days },
      after: { auditRetentionDays: days },
    });
  });
  ctx.cache.invalidate('instance', botId);
}

/**
 * Job prune-audit-log: deletes rows older than their instance's retention days, and rows of no instance
 * (admin changes to users) older than the default. Answers how many rows went.
 */
export async function pruneAuditLog(ctx: AppContext) {
  const now = ctx.now();
  const perInstance = await ctx.db.execute(sql`
    delete from ${auditLog} a using ${botInstances} b
    where a.bot_id = b.id and a.created_at < ${now.toISOString()}::timestamptz - make_interval(days => b.audit_retention_days)`);
  const orphan = await ctx.db
    .delete(auditLog)
    .where(
      and(
        isNull(auditLog.botId),
        lt(auditLog.createdAt, new Date(now.getTime() - AUDIT_RETENTION_DEFAULT_DAYS * 86_400_000)),
      ),
    )
    .returning({ id: auditLog.id });
  const at = { at: now.toISOString() };
  await ctx.db
    .insert(kv)
    .values({ key: AUDIT_PRUNE_KEY, value: at })
    .onConflictDoUpdate({
      target: kv.key,
      set: { value: at },
    });
  return (perInstance.rowCount ?? 0) + orphan.length;
}

/** Where the prune job notes when it last ran (shown next to the retention). */
const AUDIT_PRUNE_KEY = 'audit-log:last-prune';

/** When the prune job last ran (ISO), or null before its first run. */
export async function lastAuditPrune(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: kv.value }).from(kv).where(eq(kv.key, AUDIT_PRUNE_KEY));
  const at = (row?.value as { at?: unknown } | undefined)?.at;
  return typeof at === 'string' ? at : null;
}

/** Every audit row of these instances (the owner's data download), oldest first. */
export async function auditRowsOf(db: Db, botIds: number[]) {
  if (!botIds.length) return [];
  return db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.botId} in (${sql.join(botIds, sql`, `)})`)
    .orderBy(auditLog.id);
}
