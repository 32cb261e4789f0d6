import { z } from 'zod';
import { isoDaySchema } from './list-queries';

/** What an audit-log row is about (the page's Entity filter lists these). */
export const auditEntities = [
  'kit',
  'server',
  'shopRank',
  'player',
  'credits',
  'settings',
  'permissions',
  'purchase',
  'instance',
  'user',
  'webhook',
  'coupon',
] as const;
export const AuditEntity = z.enum(auditEntities);
export type AuditEntity = z.infer<typeof AuditEntity>;

/** One change: only the fields that changed, before and after (secrets shown as MASKED_PASSWORD). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  botId: z.number().int().nullable(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  actorAvatarUrl: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A real calendar day (2026-13-01 is refused with 400, issue 33). */
const isoDay = isoDaySchema.optional();

/** Filters of GET /api/audit/list/{botId}: who, entity, a date range (whole days, UTC), and the page before `before`. */
export const auditQuerySchema = z.object({
  actor: z.coerce.number().int().positive().optional(),
  entity: AuditEntity.optional(),
  from: isoDay,
  to: isoDay,
  /** Keyset page: rows with an id below this one. */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: z.number().int().nullable(),
  /** Everyone who appears as an actor on this instance (the Who filter). */
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
export const auditRetentionSchema = z.object({
  days: z
    .number({ error: 'Enter a whole number of days between 1 and 3650' })
    .int({ error: 'Enter a whole number of days between 1 and 3650' })
    .min(1, 'Enter a whole number of days between 1 and 3650')
    .max(3650, 'Enter a whole number of days between 1 and 3650'),
});

/**
 * GET /api/audit/retention/{botId}: the days kept and when the daily prune (job prune-audit-log) last ran,
 * null before its first run.
 */
export const auditRetentionViewSchema = auditRetentionSchema.extend({ lastPrunedAt: z.string().nullable() });
export type AuditRetentionView = z.infer<typeof auditRetentionViewSchema>;
