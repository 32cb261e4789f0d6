import { eq } from 'drizzle-orm';
import { eosIdOrEmpty, type HostingService } from '@asa/domain';
import type { AppContext } from '../../context';
import { players } from '../../db/schema';
import { AsaBotClient, AsaBotUnexpectedAnswer } from '../../integrations/asabot/client';
import { badRequest } from '../../lib/errors';
import type { InstanceRow } from '../bots/repo';
import { activeWithFeature, onInSettings, toBotInstance } from '../bots/service';
import { providerFor, syncServers } from '../hosting-sync/service';
import { eachInstance } from '../../lib/each-instance';
import { notifyInstance } from '../notifications/service';
import { clearUnexpectedAnswer, reportUnexpectedAnswer } from '../notifications/unexpected-answer';
import { playerByDiscordId, playersChanged } from '../players/service';

/** Client for an instance: the default API URL, or the instance's own when overrideApiUrl is on. */
export function asaBotClient(ctx: AppContext, bot: InstanceRow) {
  const s = toBotInstance(ctx, bot).asaBotSyncSettings;
  if (!s.apiKey) throw badRequest('API-Key is required', { apiKey: 'API-Key is required' });
  return new AsaBotClient({
    apiUrl: s.overrideApiUrl && s.apiUrl ? s.apiUrl : ctx.config.asaBotApiUrl,
    apiKey: s.apiKey,
    allowPrivate: ctx.config.allowPrivateTargets,
  });
}

export const ASA_BOT_INTEGRATION = 'ASA Bot';

/**
 * One read from the companion bot. Its API is assumed, so an answer of another shape changes nothing and
 * tells the owner once (the API key redacted); the error still reaches the caller (route 502, job failure).
 */
async function readAsaBot<T>(ctx: AppContext, bot: InstanceRow, read: (c: AsaBotClient) => Promise<T>) {
  try {
    const value = await read(asaBotClient(ctx, bot));
    await clearUnexpectedAnswer(ctx, bot, ASA_BOT_INTEGRATION);
    return value;
  } catch (e) {
    if (e instanceof AsaBotUnexpectedAnswer)
      await reportUnexpectedAnswer(ctx, bot, {
        integration: ASA_BOT_INTEGRATION,
        expected: e.expected,
        received: e.received,
        secrets: [toBotInstance(ctx, bot).asaBotSyncSettings.apiKey],
        link: '/asabot',
        area: 'AsaBotSync_View',
      });
    throw e;
  }
}

/** ASA Bot servers as Hosting services (the HostingService shape the sync dashboard shares with Nitrado). */
export async function asaBotServices(ctx: AppContext, bot: InstanceRow): Promise<HostingService[]> {
  return (await readAsaBot(ctx, bot, (c) => c.servers())).map((s) => ({
    id: s.id,
    ip: s.host,
    gamePort: s.gamePort,
    rconPort: s.rconPort,
    name: s.name,
    clusterId: s.clusterId ?? '',
    adminPassword: s.rconPassword,
    mods: [],
    slots: s.maxPlayers ?? 0,
    username: '',
  }));
}

/**
 * Job: imports player registrations (Discord id with EOS id and name) from the companion bot for instances
 * with isSyncPlayerRegistration on. New players start with 0 credits; existing ones keep their credits and
 * get a missing EOS id filled in.
 */
export async function runAsaBotPlayerSync(ctx: AppContext) {
  // only instances with this sync switched on are read
  const bots = (
    await activeWithFeature(ctx, 'asaBotSync', onInSettings('asaBotSyncSettings', 'isSyncPlayerRegistration'))
  ).filter((bot) => {
    const s = toBotInstance(ctx, bot).asaBotSyncSettings;
    return s.isSyncPlayerRegistration && !!s.apiKey;
  });
  return eachInstance(ctx.db, 'asabot-player-sync', bots, async (bot) => {
    let imported = 0;
    for (const p of await readAsaBot(ctx, bot, (c) => c.players())) {
      const discordId = String(p.discordId ?? '');
      if (!/^\d{15,25}$/.test(discordId)) continue;
      // an id that is not 30-40 hex digits is left out, like the player form refuses it; stored lower case
      const eosId = eosIdOrEmpty(p.eosId);
      const name = (String(p.name ?? '').trim() || discordId).slice(0, 100);
      const existing = await playerByDiscordId(ctx.db, bot.id, discordId);
      if (existing) {
        // credits, name and everything else stay as they are; only a missing EOS id is filled in
        if (!existing.eosId && eosId)
          await ctx.db.update(players).set({ eosId }).where(eq(players.id, existing.id));
        continue;
      }
      const inserted = await ctx.db
        .insert(players)
        .values({
          botId: bot.id,
          discordId,
          name,
          discordName: name,
          eosId,
          credits: 0,
          totalCreditsEarned: 0,
        })
        .onConflictDoNothing()
        .returning({ id: players.id });
      imported += inserted.length;
    }
    if (imported > 0) playersChanged(ctx.db, bot.id);
    return imported;
  });
}

/** Link/sync model of ASA Bot servers (link sets asaBotServerId, unlink clears it; see hosting-sync/service.ts). */
export const asaBotProvider = providerFor('asabot', asaBotServices);

/**
 * Job: for instances with the ASA Bot enabled and isAutoSyncServersEnabled on, copies host, RCON port and
 * password of the linked ASA Bot servers onto servers that differ (about every 60 minutes; safe to repeat).
 */
export async function runAsaBotAutoSync(ctx: AppContext) {
  // only instances with this sync switched on are read
  const bots = (
    await activeWithFeature(ctx, 'asaBotSync', onInSettings('asaBotSyncSettings', 'isAutoSyncServersEnabled'))
  ).filter((bot) => {
    const s = toBotInstance(ctx, bot).asaBotSyncSettings;
    return s.isAutoSyncServersEnabled && !!s.apiKey;
  });
  return eachInstance(ctx.db, 'asabot-auto-sync', bots, async (bot) => {
    const n = (await syncServers(ctx, bot, asaBotProvider)).length;
    if (n)
      await notifyInstance(ctx, bot, {
        notice: { key: 'asaBotSynced', params: { count: n } },
        link: '/asabot',
        kind: 'sync',
        area: 'AsaBotSync_View',
      });
    return n;
  });
}

/**
 * Runs a kit command through the companion bot instead of direct RCON, when the instance has the ASA Bot
 * enabled with isExecuteCommands on and the server is linked to an ASA Bot server. Returns null when the
 * command should go over RCON instead.
 */
export async function executeViaAsaBot(
  ctx: AppContext,
  bot: InstanceRow,
  server: { asaBotServerId: string },
  command: string,
  /** Runs right before the HTTP call (a delivery's `sending` mark); not at all when the bot is not used. */
  beforeSend?: () => Promise<void>,
) {
  const s = toBotInstance(ctx, bot).asaBotSyncSettings;
  if (!s.isEnabled || !s.isExecuteCommands || !s.apiKey || !server.asaBotServerId) return null;
  await beforeSend?.();
  return asaBotClient(ctx, bot).command(server.asaBotServerId, command);
}
