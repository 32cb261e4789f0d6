import { eq, sql } from 'drizzle-orm';
import { apiV1Messages, messages } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { botInstances } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { forbidden, unauthorized } from '../../lib/errors';
import type { Limiter } from '../../plugins/rate-limits';
import type { InstanceRow } from '../bots/repo';
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
const instanceByKeyHash = (db: Db) =>
  prepared(db, 'instance_by_key_hash', (db) =>
    db
      .select()
      .from(botInstances)
      .where(eq(botInstances.apiKeyHash, sql.placeholder('hash')))
      .limit(2)
      .prepare('instance_by_key_hash'),
  );

export function apiKeyResolver(ctx: AppContext, limits: { byKey: Limiter; byAddress: Limiter }) {
  return async (authorization: string | undefined, ip: string): Promise<InstanceRow> => {
    await limits.byAddress(ip);
    const key = botKeyOf(authorization);
    if (!key) throw unauthorized(apiV1Messages.keyMissing);
    const hash = sha256(key);
    await limits.byKey(hash);
    const rows = await instanceByKeyHash(ctx.db).execute({ hash });
    if (rows.length !== 1) throw unauthorized(apiV1Messages.keyMissing);
    const row = rows[0]!;
    if (!row.isActive) throw forbidden(apiV1Messages.inactive);
    if (row.settings?.apiSettings?.isEnabled !== true) throw forbidden(apiV1Messages.disabled);
    if (!(await featureOn(ctx, row, 'apiAccess'))) throw forbidden(messages.apiAccessTier);
    return row;
  };
}
