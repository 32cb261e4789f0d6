import { describe, expect, it } from 'vitest';
import {
  arkServersNetSettingsSchema,
  defaultBotSettings,
  deutscheArkServerSettingsSchema,
  kitInputSchema,
  limitsForTier,
  playerInputSchema,
  serverInputSchema,
  shopRankInputSchema,
  Tier,
} from '../src';
import { errorsOf } from './helpers';

describe('missing required fields give the spec texts', () => {
  it('server, rank, kit, player', () => {
    expect(errorsOf(serverInputSchema, {})).toMatchObject({
      name: 'Name is required',
      ip: 'Host/IP is required',
      rconPort: 'RCON port is required',
    });
    expect(errorsOf(shopRankInputSchema, {}).name).toBe('Name is required');
    expect(errorsOf(kitInputSchema, {}).name).toBe('Name is required');
    expect(errorsOf(playerInputSchema, {})).toMatchObject({
      name: 'Name is required',
      discordName: 'Discord name is required',
      discordId: 'Discord ID is required',
    });
  });
});

describe('more boundaries', () => {
  const srv = { name: 'n', ip: 'a.example.com', rconPort: 1, rconPassword: 'abcde' };
  it('host of exactly 100 characters is fine, 101 is not', () => {
    const h100 = `${'a'.repeat(63)}.${'b'.repeat(32)}.com`;
    expect(h100).toHaveLength(100);
    expect(errorsOf(serverInputSchema, { ...srv, ip: h100 })).toEqual({});
    expect(errorsOf(serverInputSchema, { ...srv, ip: `${h100}m` }).ip).toBe(
      'Host must be less than 101 characters',
    );
    expect(errorsOf(serverInputSchema, { ...srv, ip: 'localhost' })).toEqual({});
    expect(errorsOf(serverInputSchema, { ...srv, ip: '0.0.0.0' })).toEqual({});
    expect(errorsOf(serverInputSchema, { ...srv, ip: '255.255.255.255' })).toEqual({});
    expect(errorsOf(serverInputSchema, { ...srv, ip: 'myserver' }).ip).toBe(
      'Host must be either an IP adress or a domain name',
    );
  });
  it('kit price is a whole number', () => {
    const k = { name: 'k', description: 'd' };
    expect(errorsOf(kitInputSchema, { ...k, price: 1.5 }).price).toBe('Price must be a whole number');
    expect(errorsOf(kitInputSchema, { ...k, price: 0 })).toEqual({});
  });
  it('voting timezone required', () => {
    expect(errorsOf(deutscheArkServerSettingsSchema, { timezone: '' }).timezone).toBe('Timezone is required');
    expect(arkServersNetSettingsSchema.parse({}).timezone).toBe('UTC');
    expect(errorsOf(arkServersNetSettingsSchema, { creditsPerVote: 1.5 }).creditsPerVote).toBe(
      'Credits per Vote must be a positive number.',
    );
  });
});

describe('defaultBotSettings covers every group', () => {
  it('has the documented defaults', () => {
    expect(defaultBotSettings()).toEqual({
      apiSettings: { isEnabled: false, apiKey: '' },
      kitSettings: {
        enableBuyLimits: false,
        enableServerLimits: false,
        isGiftingEnabled: true,
        enableRoleLimits: false,
        defaultChannelId: '',
        defaultDiscordRoleId: '',
        defaultBotRoleId: null,
        enableClaimKitMessage: false,
        claimKitMessageChannelId: '',
        isKitLoggingEnabled: false,
        kitLoggingChannelId: '',
        waitingExpiryHours: 24,
      },
      commandSettings: {
        enableRegisterCommand: true,
        creditCommandAccessRole: '',
        roleCommandAccessRole: '',
        giftCommandAccessRole: '',
        voteCommandAccessRole: '',
      },
      asaBotSyncSettings: {
        isEnabled: false,
        isSyncServers: false,
        isAutoSyncServersEnabled: false,
        isSyncPlayerRegistration: false,
        isExecuteCommands: false,
        apiKey: '',
        overrideApiUrl: false,
        apiUrl: '',
      },
      leaderboardSettings: {
        isWeeklyPostEnabled: false,
        weeklyPostChannelId: '',
        weeklyPostMetric: 'earned',
      },
      nitradoSettings: { isAutoSyncEnabled: false },
      deutscheArkServerSettings: {
        isEnabled: false,
        creditsPerVote: 0,
        timezone: 'UTC',
        isVoteLoggingEnabled: false,
        voteLoggingChannelId: '',
        voteRewardKeys: [],
      },
      arkServersNetSettings: {
        isEnabled: false,
        creditsPerVote: 0,
        timezone: 'UTC',
        isVoteLoggingEnabled: false,
        voteLoggingChannelId: '',
        serverKeys: [],
      },
      discordActivitySettings: {
        isEnabled: false,
        cooldownTimer: 60,
        minPointsPerMessage: 1,
        maxPointsPerMessage: 5,
        channelIds: [],
      },
      shopRoleSettings: {
        isBuyingEnabled: false,
        buyRoleDefaultPrice: 0,
        shopRoleChannelId: '',
        shopRoleMessageId: '',
        isRoleTradingAllowed: false,
      },
      tip4ServSettings: { isEnabled: false, apiKey: '', enableLogging: false, logChannelId: '' },
      inGameShopSettings: {
        isEnabled: false,
        prefix: '+',
        pollSeconds: 3,
        helpCommand: 'help',
        linkCommand: 'link',
        balCommand: 'bal',
        shopCommand: 'shop',
        buyCommand: 'buy',
        ordersCommand: 'orders',
        redeemCommand: 'redeem',
        payCommand: 'pay',
        topCommand: 'top',
        serverIds: [],
        relayServerIds: [],
        relayChannelId: '',
        relayToGame: false,
      },
      userPortalSettings: { isEnabled: false, isKitsEnabled: false, isShopRanksEnabled: false },
      transferSettings: {
        isEnabled: false,
        minAmount: 1,
        maxAmount: 0,
        dailyLimit: 0,
        feePercent: 0,
        minAccountAgeDays: 0,
      },
      playtimeSettings: {
        isEnabled: false,
        serverIds: [],
        creditsPerInterval: 10,
        intervalMinutes: 15,
        sampleMinutes: 5,
        dailyCap: 0,
        rankMultipliers: [],
      },
    });
  });
  it('returns a fresh object each call', () => {
    const a = defaultBotSettings();
    a.discordActivitySettings.channelIds.push('1');
    expect(defaultBotSettings().discordActivitySettings.channelIds).toEqual([]);
  });
});

describe('feature flags for every tier (lead reading: web shop Tier 2)', () => {
  it('table', () => {
    const f = (t: Tier) => {
      const l = limitsForTier(t);
      return [
        l.deutscheArkServerVoting,
        l.arkServerNetVoting,
        l.tebexWebhooks,
        l.tip4serv,
        l.apiAccess,
        l.userPortal,
        l.discordActivityPoints,
      ];
    };
    expect(f(Tier.Free)).toEqual([false, false, false, false, false, false, false]);
    expect(f(Tier.Tier1)).toEqual([false, false, false, false, false, false, false]);
    expect(f(Tier.Tier2)).toEqual([true, true, true, true, true, false, false]);
    expect(f(Tier.Tier3)).toEqual([true, true, true, true, true, true, false]);
    expect(f(Tier.Tier4)).toEqual([true, true, true, true, true, true, false]);
    expect(f(Tier.Special)).toEqual([true, true, true, true, true, true, true]);
    expect(f(Tier.Unknown)).toEqual(f(Tier.Free));
  });
});
