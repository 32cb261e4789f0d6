import { eq, sql } from 'drizzle-orm';
import { apiV1Messages, messages } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { botInstances } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { forbidden, unauthorized } from '../../lib/errors';
import type { Limiter } from '../../plugins/rate-limits';
import { getInstanceRow, type InstanceRow } from '../bots/repo';
import { featureOn } from '../bots/service';

/** Requests per key and minute. */
export const API_KEY_RATE_LIMIT = 120;
/** The rate rule per key (counted before the lookup, so unknown keys are limited too). */
export const apiKeyRule = {
  name: 'api-key',
  max: API_KEY_RATE_LIMIT,
  windowMs: 60_000,
  message: apiV1Messages.rateLimited,
};

/** The key of an `Authorization: BOT <key>` header ('' when the header is missing or of another kind). */
export function botKeyOf(header: string | undefined): string {
  const m = /^BOT\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1] ?? '';
}

const instanceByKeyHash = (db: Db) =>
  prepared(db, 'instance_by_key_hash', (db) =>
    db
      .select()
      .from(botInstances)
      .where(eq(botInstances.apiKeyHash, sql.placeholder('hash')))
      .limit(2)
      .prepare('instance_by_key_hash'),
  );

/** Per auth cache (one per app): key hash -> instance id, as last found in the database. */
const idsByKey = new WeakMap<AppContext['cache'], Map<string, number>>();

/**
 * The one instance whose key hash this is, or null. The row comes from the auth cache (the same entry the
 * dashboard's requests use: at most AUTH_CACHE_SECONDS old, dropped on every write to the instance, in this
 * process at once and in others through the bus), found by the id this key last led to, and is used only
 * while its stored hash is still this key's: a recreated key misses and falls back to the database.
 */
async function instanceOfKey(ctx: AppContext, hash: string): Promise<InstanceRow | null> {
  let ids = idsByKey.get(ctx.cache);
  if (!ids) idsByKey.set(ctx.cache, (ids = new Map()));
  const known = ids.get(hash);
  const cached =
    known === undefined ? null : await ctx.cache.instance(known, () => getInstanceRow(ctx.db, known));
  if (cached?.apiKeyHash === hash) return cached;
  ids.delete(hash);
  const rows = await instanceByKeyHash(ctx.db).execute({ hash });
  if (rows.length !== 1) return null;
  // a bounded map: keys that stop being used are forgotten when it fills
  if (ids.size >= 10_000) ids.clear();
  ids.set(hash, rows[0]!.id);
  return rows[0]!;
}

/**
 * Resolves `Authorization: BOT <key>` to the one bot instance whose key it is, for routes with
 * `access: 'apiKey'`. The key is looked up by its sha256 (bot_instances.apiKeyHash, written by
 * POST /api/bots/recreateApiKey), so the stored key is never compared in clear and a recreated key stops
 * working with the same update that stores the new hash.
 *
 * 429: more than API_KEY_RATE_LIMIT calls a minute with this key, known or not, or more than the per-address
 * limit from one client address; 401: no key or an unknown key;
 * 403: instance inactive, API access switched off, or the owner's tier lacks API access (Tier 2+).
 * The limits are shared by every process when REDIS_URL is set (plugins/rate-limits.ts).
 */
export function apiKeyResolver(ctx: AppContext, limits: { byKey: Limiter; byAddress: Limiter }) {
  return async (authorization: string | undefined, ip: string): Promise<InstanceRow> => {
    await limits.byAddress(ip);
    const key = botKeyOf(authorization);
    if (!key) throw unauthorized(apiV1Messages.keyMissing);
    const hash = sha256(key);
    await limits.byKey(hash);
    const row = await instanceOfKey(ctx, hash);
    if (!row) throw unauthorized(apiV1Messages.keyMissing);
    if (!row.isActive) throw forbidden(apiV1Messages.inactive);
    if (row.settings?.apiSettings?.isEnabled !== true) throw forbidden(apiV1Messages.disabled);
    if (!(await featureOn(ctx, row, 'apiAccess'))) throw forbidden(messages.apiAccessTier);
    return row;
  };
}
