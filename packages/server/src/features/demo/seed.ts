import { eq } from 'drizzle-orm';
import { defaultBotSettings } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, kits, notifications, players, servers, shopRanks, users } from '../../db/schema';
import { encryptSettings } from '../bots/secrets';
import { noticeColumns } from '../notifications/service';
import { demoChannels, demoRoles } from './discord-data';
import { DEMO_GUILD_ID, demoPersonas } from './personas';
import { sampleKits } from '../kits/samples';
import { seedDemoPlayer } from './portal-player';
import { kitValues, playerValues, type KitInsert } from '../../db/factories';
import { seedHistory } from '../players/ledger';

const allView = [
  'Servers_View',
  'Kits_View',
  'Roles_View',
  'Nitrado_View',
  'Players_View',
  'Commands_View',
  'AsaBotSync_View',
  'VotingIntegration_View',
  'Tip4Serv_View',
  'UserPortal_View',
];

/** Seeds the demo guild and its people once (skipped when the demo owner exists). */
export async function seedDemo(ctx: AppContext) {
  const { db } = ctx;
  const exists = await db
    .select()
    .from(users)
    .where(eq(users.discordId, demoPersonas.owner.discordId))
    .limit(1);
  if (exists[0]) {
    await seedDemoPlayer(ctx);
    return false;
  }
  await db.transaction(async (tx) => {
    const people: Record<string, number> = {};
    for (const [key, p] of Object.entries(demoPersonas)) {
      const [u] = await tx
        .insert(users)
        .values({
          discordId: p.discordId,
          username: p.username,
          role: p.role,
          tier: p.tier,
          email: `${key}@demo.invalid`,
          selfHostingKnownIps: key === 'owner' ? ['203.0.113.10'] : [],
        })
        .returning();
      people[key] = u!.id;
    }
    const settings = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
    settings.kitSettings = {
      ...settings.kitSettings,
      defaultChannelId: demoChannels.shop,
      enableClaimKitMessage: true,
      claimKitMessageChannelId: demoChannels.claims,
      isKitLoggingEnabled: true,
      kitLoggingChannelId: demoChannels.logs,
    };
    settings.commandSettings = { ...settings.commandSettings, creditCommandAccessRole: demoRoles.admin };
    settings.shopRoleSettings = {
      ...settings.shopRoleSettings,
      isBuyingEnabled: true,
      buyRoleDefaultPrice: 500,
      shopRoleChannelId: demoChannels.ranks,
    };
    settings.asaBotSyncSettings = {
      ...settings.asaBotSyncSettings,
      isEnabled: true,
      isSyncServers: true,
      apiKey: 'demo-asabot-key',
    };
    settings.discordActivitySettings = {
      ...settings.discordActivitySettings,
      channelIds: [demoChannels.chat],
    };
    const [bot] = await tx
      .insert(botInstances)
      .values({
        guildId: DEMO_GUILD_ID,
        guildName: 'ARK Demo Cluster',
        ownerId: demoPersonas.owner.discordId,
        isShopEnabled: true,
        managers: [
          { discordId: demoPersonas.viewer.discordId, permissions: allView },
          { discordId: demoPersonas.manager.discordId, permissions: ['FullAccess'] },
        ],
        settings: encryptSettings(settings, ctx.secrets),
      })
      .returning();
    const botId = bot!.id;
    const srv = await tx
      .insert(servers)
      .values(
        [
          {
            botId,
            name: 'The Island',
            serverGroup: 'PvE',
            ip: '127.0.0.1',
            rconPort: 27020,
            sortingIndex: 0,
            // linked to the demo Nitrado service 9001 (see providers.ts)
            nitradoServiceId: 9001,
          },
          {
            botId,
            name: 'Scorched Earth',
            serverGroup: 'PvE',
            ip: '127.0.0.1',
            rconPort: 27021,
            sortingIndex: 1,
          },
          {
            botId,
            name: 'The Center',
            serverGroup: 'PvP',
            ip: 'center.demo-ark.example',
            rconPort: 27022,
            sortingIndex: 2,
          },
        ].map((s) => ({ ...s, rconPassword: ctx.secrets.encrypt('demo-rcon-pass') })),
      )
      .returning();
    const [vip, survivor] = await tx
      .insert(shopRanks)
      .values([
        {
          botId,
          name: 'VIP',
          description: '10% off every kit and 50 credits a day.',
          discount: 10,
          passiveCredits: 50,
          roleMode: 'bot',
          assignDiscordRoleId: demoRoles.vip,
          buyRoleEnabled: true,
          buyRolePrice: 2000,
          sortingIndex: 0,
        },
        {
          botId,
          name: 'Survivor',
          description: 'Given to everybody who registers.',
          discount: 0,
          passiveCredits: 10,
          roleMode: 'discord',
          assignDiscordRoleId: demoRoles.survivor,
          sortingIndex: 1,
        },
      ])
      .returning();
    const samples = sampleKits();
    const pick = (id: string) => samples.find((s) => s.id === id)!.kit;
    await tx.insert(kits).values(
      [
        { ...pick('starter'), sortingIndex: 0 },
        { ...pick('dino-wipe'), sortingIndex: 1, serverIds: [srv[0]!.id] },
        { ...pick('element-choice'), sortingIndex: 2, requiredRole: vip!.id },
        { ...pick('mystery-box'), sortingIndex: 3 },
      ].map((k) => kitValues(botId, { ...(k as Partial<KitInsert>), channelId: demoChannels.shop })),
    );
    const names = ['Rex Rider', 'Dodo Whisperer', 'Tek Titan', 'Wyvern Queen', 'Argy Ace', 'Raptor Rick'];
    for (const [i, name] of names.entries()) {
      const [p] = await tx
        .insert(players)
        .values(
          playerValues(botId, {
            name,
            discordId: `3000000000000000${10 + i}`,
            discordName: name.toLowerCase().replace(/ /g, '_'),
            eosId: `000200000000000000000000000000${10 + i}`,
            steamId: i % 2 ? `765611980000000${10 + i}` : '',
            roles: i === 0 ? [vip!.id, survivor!.id] : [survivor!.id],
          }),
        )
        .returning();
      let balance = 0;
      let earned = 0;
      const changes = [
        [500, 'Starting credits', 'Demo Owner', 'starting_credits', {}],
        [120 + i * 30, 'Vote on ark-servers.net', 'Vote reward', 'vote', { site: 'ark-servers.net' }],
        [-150, 'Bought kit Starter Set', 'Shop', 'purchase', { kit: 'Starter Set' }],
        [50, 'Passive income', 'Passive income', 'passive_income', {}],
      ] as const;
      for (const [d, [amount, reason, actor, kind, params]] of changes.entries()) {
        balance += amount;
        if (amount > 0) earned += amount;
        await seedHistory(tx, {
          botId,
          playerId: p!.id,
          amount,
          balanceAfter: balance,
          reason,
          actor,
          kind,
          params,
          createdAt: new Date(ctx.now().getTime() - (changes.length - d) * 86_400_000),
        });
      }
      await tx
        .update(players)
        .set({ credits: balance, totalCreditsEarned: earned })
        .where(eq(players.id, p!.id));
    }
    await tx.insert(notifications).values([
      {
        userId: people.owner!,
        ...noticeColumns({ key: 'welcome', params: { instance: 'ARK Demo Cluster' } }),
        link: '/servers',
        kind: 'info',
      },
      {
        userId: people.owner!,
        ...noticeColumns({
          key: 'purchaseGivenBack',
          params: {
            status: 'failed',
            kit: 'Starter Set',
            player: 'Rex Rider',
            server: 'The Island',
            error: 'RCON not reachable',
            refund: 'credits',
          },
        }),
        link: '/purchases',
        kind: 'delivery',
      },
      {
        userId: people.owner!,
        ...noticeColumns({ key: 'nitradoSynced', params: { count: 1 } }),
        link: '/nitrado',
        kind: 'sync',
      },
    ]);
  });
  await seedDemoPlayer(ctx);
  return true;
}
