import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, kits, players } from '../../db/schema';
import { startFakeArkServers, startFakeDeutscheArkServer } from '../../integrations/votes/fake-server';
import { startFakeTip4Serv } from '../../integrations/tip4serv/fake-server';
import { decryptSettings, encryptSettings } from '../bots/secrets';
import { demoChannels } from './discord-data';
import { DEMO_GUILD_ID } from './personas';

export const DEMO_ARK_SERVERS_KEY = 'demo-ark-servers-key';
export const DEMO_DAS_KEY = '4711:demo-das-key';
export const DEMO_TIP4SERV_KEY = '4711.demo-private-key.demo-public-key';
const DAS_USER = 'RexRider';

/** Turns the vote sites and Tip4Serv on for the demo instance, once (kept when the owner changes them). */
async function configureDemoInstance(ctx: AppContext) {
  const [bot] = await ctx.db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  if (!bot) return null;
  const settings = decryptSettings(bot.settings, ctx.secrets) as Record<string, Record<string, unknown>>;
  if ((settings.arkServersNetSettings?.serverKeys as string[] | undefined)?.length) return bot.id;
  const voting = (keys: Record<string, string[]>) => ({
    isEnabled: true,
    creditsPerVote: 25,
    timezone: 'UTC',
    isVoteLoggingEnabled: true,
    voteLoggingChannelId: demoChannels.votes,
    ...keys,
  });
  settings.arkServersNetSettings = voting({ serverKeys: [DEMO_ARK_SERVERS_KEY] });
  settings.deutscheArkServerSettings = voting({ voteRewardKeys: [DEMO_DAS_KEY] });
  settings.tip4ServSettings = {
    isEnabled: true,
    apiKey: DEMO_TIP4SERV_KEY,
    enableLogging: true,
    logChannelId: demoChannels.logs,
  };
  await ctx.db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, ctx.secrets) })
    .where(eq(botInstances.id, bot.id));
  ctx.cache.invalidate('instance', bot.id);
  await ctx.db
    .update(players)
    .set({ deutscheArkServerUser: DAS_USER })
    .where(and(eq(players.botId, bot.id), eq(players.name, 'Rex Rider')));
  return bot.id;
}

/**
 * Demo mode's vote sites and web shop: the local simulators the tests use, pointed at by the config, with
 * votes of the demo players (credited by the hourly vote job, which also runs at start) and one pending
 * Tip4Serv purchase (delivered by the Tip4Serv job).
 */
export async function startDemoVotesAndTip4Serv(ctx: AppContext) {
  const botId = await configureDemoInstance(ctx);
  const ark = await startFakeArkServers({ keys: [DEMO_ARK_SERVERS_KEY] });
  const das = await startFakeDeutscheArkServer({ keys: [DEMO_DAS_KEY] });
  const demoPlayers = botId ? await ctx.db.select().from(players).where(eq(players.botId, botId)) : [];
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  for (const [i, p] of demoPlayers.filter((p) => p.steamId).entries()) {
    ark.vote(DEMO_ARK_SERVERS_KEY, p.steamId, hoursAgo(2 + i * 3), p.name);
  }
  das.vote(DEMO_DAS_KEY, DAS_USER, hoursAgo(5));
  const [kit] = botId ? await ctx.db.select().from(kits).where(eq(kits.botId, botId)).limit(1) : [];
  const buyer = demoPlayers[0];
  const tip4serv = await startFakeTip4Serv({
    storeKey: DEMO_TIP4SERV_KEY,
    payments: buyer
      ? [
          {
            id: 'demo-payment-1',
            player: buyer.name,
            cmds: [
              { id: 'c1', str: `credit ${buyer.discordId} 1000`, state: 'Execute' },
              ...(kit ? [{ id: 'c2', str: `gift ${buyer.discordId} ${kit.id}`, state: 'Execute' }] : []),
            ],
          },
        ]
      : [],
  });
  ctx.config.arkServersApiUrl = ark.url;
  ctx.config.deutscheArkServerApiUrl = das.url;
  ctx.config.tip4ServApiUrl = tip4serv.url;
  return async () => {
    await ark.close();
    await das.close();
    await tip4serv.close();
  };
}
