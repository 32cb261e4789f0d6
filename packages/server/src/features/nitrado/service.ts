import { eq } from 'drizzle-orm';
import type { HostingService } from '@asa/domain';
import type { AppContext } from '../../context';
import { nitradoAccounts } from '../../db/schema';
import {
  ADMIN_PASSWORD_FIELDS,
  findAdminPassword,
  isAsaService,
  NitradoClient,
  settingNames,
} from '../../integrations/nitrado/client';
import { clearUnexpectedAnswer, reportUnexpectedAnswer } from '../notifications/unexpected-answer';
import { HttpError } from '../../lib/errors';
import type { InstanceRow } from '../bots/repo';
import { notifyInstance } from '../notifications/service';
import { providerFor, syncServers } from '../hosting-sync/service';

export type NitradoAccountRow = typeof nitradoAccounts.$inferSelect;

export const nitradoClient = (ctx: AppContext) => new NitradoClient(ctx.config.nitrado);
export const nitradoRedirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}/api/nitrado/auth/callback`;

export const accountsOf = (ctx: AppContext, botId: number) =>
  ctx.db.select().from(nitradoAccounts).where(eq(nitradoAccounts.botId, botId)).orderBy(nitradoAccounts.id);

/** Stores (or updates) the account that just logged in; tokens encrypted. */
export async function saveAccount(ctx: AppContext, botId: number, code: string) {
  const client = nitradoClient(ctx);
  const token = await client.exchangeCode(code, nitradoRedirectUri(ctx));
  const user = await client.user(token.access_token);
  const values = {
    botId,
    nitradoId: String(user.user_id),
    username: user.username,
    accessToken: ctx.secrets.encrypt(token.access_token),
    refreshToken: ctx.secrets.encrypt(token.refresh_token ?? ''),
    expiresAt: new Date(ctx.now().getTime() + token.expires_in * 1000),
  };
  await ctx.db
    .insert(nitradoAccounts)
    .values(values)
    .onConflictDoUpdate({ target: [nitradoAccounts.botId, nitradoAccounts.nitradoId], set: values });
}

/**
 * Runs a call with a working access token: refreshes it when it expires within a minute or when Nitrado
 * answers 401. An account whose refresh fails is removed and the owner is told to log in again.
 */
async function withToken<T>(
  ctx: AppContext,
  bot: InstanceRow,
  acc: NitradoAccountRow,
  fn: (token: string) => Promise<T>,
): Promise<T | null> {
  const client = nitradoClient(ctx);
  let token = ctx.secrets.decrypt(acc.accessToken);
  const refresh = async () => {
    try {
      const t = await client.refresh(ctx.secrets.decrypt(acc.refreshToken));
      token = t.access_token;
      await ctx.db
        .update(nitradoAccounts)
        .set({
          accessToken: ctx.secrets.encrypt(t.access_token),
          refreshToken: ctx.secrets.encrypt(t.refresh_token ?? ctx.secrets.decrypt(acc.refreshToken)),
          expiresAt: new Date(ctx.now().getTime() + t.expires_in * 1000),
        })
        .where(eq(nitradoAccounts.id, acc.id));
      return true;
    } catch {
      await ctx.db.delete(nitradoAccounts).where(eq(nitradoAccounts.id, acc.id));
      await notifyInstance(ctx, bot, {
        notice: { key: 'nitradoLoginExpired', params: { username: acc.username } },
        link: '/nitrado',
        kind: 'hosting-login',
        area: 'Nitrado_View',
      });
      return false;
    }
  };
  if (acc.expiresAt.getTime() < ctx.now().getTime() + 60_000 && !(await refresh())) return null;
  try {
    return await fn(token);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 401 && (await refresh())) return fn(token);
    if (e instanceof HttpError && e.statusCode === 401) return null;
    throw e;
  }
}

export async function verifyLogin(ctx: AppContext, bot: InstanceRow) {
  for (const acc of await accountsOf(ctx, bot.id)) {
    if ((await withToken(ctx, bot, acc, (t) => nitradoClient(ctx).user(t))) !== null) return true;
  }
  return false;
}

/** Last password setting seen per service, so the log says which one matched when it is found or changes. */
const passwordFieldSeen = new Map<number, string>();
export const NITRADO_PASSWORD_INTEGRATION = 'Nitrado (ASA RCON password)';

/**
 * The ARK: Survival Ascended game servers of every logged-in account of the instance. The RCON password is
 * looked up over several candidate settings (findAdminPassword) and the log says which matched; a service
 * where none matched answers an empty password ("unknown": a sync keeps the stored one) and the owner is
 * told once, with the setting names Nitrado sent (never their values).
 */
export async function listServices(ctx: AppContext, bot: InstanceRow): Promise<HostingService[]> {
  const client = nitradoClient(ctx);
  const out: HostingService[] = [];
  const missing: string[] = [];
  for (const acc of await accountsOf(ctx, bot.id)) {
    const list = await withToken(ctx, bot, acc, async (token) => {
      const services = (await client.services(token)).filter(isAsaService);
      return Promise.all(
        services.map(async (s) => {
          const g = await client.gameserver(token, s.id);
          const found = findAdminPassword(g);
          if (found && passwordFieldSeen.get(s.id) !== found.field) {
            passwordFieldSeen.set(s.id, found.field);
            console.info(`Nitrado service ${s.id}: RCON password read from settings ${found.field}`);
          }
          if (!found) missing.push(`service ${s.id} (${settingNames(g)})`);
          return {
            id: s.id,
            ip: g.ip,
            gamePort: g.port,
            rconPort: g.rcon_port ?? 0,
            name: g.query?.server_name || s.details.name || `Service ${s.id}`,
            clusterId: g.settings?.general?.clusterid ?? '',
            adminPassword: found?.password ?? '',
            mods: (g.settings?.config?.['active-mods'] ?? '').split(',').filter(Boolean),
            slots: g.slots,
            username: acc.username,
          } satisfies HostingService;
        }),
      );
    });
    if (list) out.push(...list);
  }
  if (missing.length)
    await reportUnexpectedAnswer(ctx, bot, {
      integration: NITRADO_PASSWORD_INTEGRATION,
      expected: `the RCON password in one of the settings ${ADMIN_PASSWORD_FIELDS.join(', ')}`,
      received: missing.join(' | '),
      secrets: [],
      link: '/nitrado',
      area: 'Nitrado_View',
    });
  else if (out.length) await clearUnexpectedAnswer(ctx, bot, NITRADO_PASSWORD_INTEGRATION);
  return out;
}

/** Link/sync model of Nitrado services (see hosting-sync/service.ts). */
export const nitradoProvider = providerFor('nitrado', listServices);

/** Auto sync: copies host, RCON port and password of linked services onto servers that differ (one transaction). */
export async function syncLinkedServers(ctx: AppContext, bot: InstanceRow) {
  const updated = (await syncServers(ctx, bot, nitradoProvider)).length;
  if (updated)
    await notifyInstance(ctx, bot, {
      notice: { key: 'nitradoSynced', params: { count: updated } },
      link: '/nitrado',
      kind: 'sync',
      area: 'Nitrado_View',
    });
  return updated;
}
