import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { AppContext } from '../../context';
import {
  botInstances,
  coupons,
  creditHistory,
  kits,
  kv,
  notifications,
  players,
  purchases,
  servers,
  shopRanks,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { isLanguage, MASKED_PASSWORD } from '@asa/domain';
import type { UserRow } from '../../db/rows';
import { toBotInstance } from '../bots/service';
import { auditRowsOf } from '../audit/service';

export function toApiUser(u: UserRow) {
  return {
    id: u.id,
    discordId: u.discordId,
    username: u.username,
    avatarUrl: u.avatarUrl,
    email: u.email,
    patreonEmail: u.patreonEmail,
    patreonId: u.patreonId,
    role: u.role,
    tier: u.tier,
    bonusType: u.bonusType,
    lastLogin: u.lastLogin ? u.lastLogin.toISOString() : null,
    selfHostingKnownIps: u.selfHostingKnownIps,
    language: isLanguage(u.language) ? u.language : ('' as const),
  };
}

/**
 * Everything stored about a user, as one zip: user row, owned instances with their data (servers, kits,
 * ranks, players, credit history, purchases, coupons, webhook endpoints and their delivery log, audit log;
 * secrets masked), notifications.
 */
export async function buildUserDataZip(ctx: AppContext, user: UserRow): Promise<Uint8Array> {
  const owned = await ctx.db.select().from(botInstances).where(eq(botInstances.ownerId, user.discordId));
  const ids = owned.map((b) => b.id);
  const of = async <T>(load: () => Promise<T[]>) => (ids.length ? load() : []);
  const files: Record<string, Uint8Array> = {};
  const put = (name: string, value: unknown) => (files[name] = strToU8(JSON.stringify(value, null, 2)));
  put('user.json', toApiUser(user));
  put(
    'notifications.json',
    await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.id)),
  );
  put(
    'instances.json',
    owned.map((b) => {
      const bot = toBotInstance(ctx, b);
      return {
        ...bot,
        apiSettings: { ...bot.apiSettings, apiKey: bot.apiSettings.apiKey ? MASKED_PASSWORD : '' },
      };
    }),
  );
  put(
    'servers.json',
    (await of(() => ctx.db.select().from(servers).where(inArray(servers.botId, ids)))).map((s) => ({
      ...s,
      rconPassword: s.rconPassword ? MASKED_PASSWORD : '',
    })),
  );
  put('kits.json', await of(() => ctx.db.select().from(kits).where(inArray(kits.botId, ids))));
  put(
    'shop-ranks.json',
    await of(() => ctx.db.select().from(shopRanks).where(inArray(shopRanks.botId, ids))),
  );
  put('players.json', await of(() => ctx.db.select().from(players).where(inArray(players.botId, ids))));
  put(
    'credit-history.json',
    await of(() => ctx.db.select().from(creditHistory).where(inArray(creditHistory.botId, ids))),
  );
  put('purchases.json', await of(() => ctx.db.select().from(purchases).where(inArray(purchases.botId, ids))));
  put('coupons.json', await of(() => ctx.db.select().from(coupons).where(inArray(coupons.botId, ids))));
  put(
    'webhooks.json',
    (await of(() => ctx.db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.botId, ids)))).map(
      (e) => ({ ...e, secret: MASKED_PASSWORD }),
    ),
  );
  put(
    'webhook-deliveries.json',
    await of(() =>
      ctx.db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.botId, ids))
        .orderBy(webhookDeliveries.id),
    ),
  );
  put('audit-log.json', await auditRowsOf(ctx.db, ids));
  return zipSync(files);
}

const DOWNLOAD_TTL_MS = 10 * 60_000;

/** A one-time download token valid for 10 minutes. */
export async function createDownloadToken(ctx: AppContext, userId: number) {
  const token = randomToken(24);
  await ctx.db.delete(kv).where(lt(kv.expiresAt, ctx.now()));
  await ctx.db.insert(kv).values({
    key: `download:${token}`,
    value: { userId },
    expiresAt: new Date(ctx.now().getTime() + DOWNLOAD_TTL_MS),
  });
  return token;
}

export async function takeDownloadToken(ctx: AppContext, token: string): Promise<number | null> {
  const rows = await ctx.db
    .delete(kv)
    .where(and(eq(kv.key, `download:${token}`), gt(kv.expiresAt, ctx.now())))
    .returning();
  const v = rows[0]?.value as { userId?: number } | undefined;
  return v?.userId ?? null;
}

/** Deletes a user and everything the user owns (instances cascade to servers, kits, ranks, players, history). */
export async function deleteUserEverywhere(ctx: AppContext, user: UserRow) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(botInstances).where(eq(botInstances.ownerId, user.discordId));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  ctx.cache.invalidate('user', user.id);
  ctx.cache.invalidate('instance');
}
