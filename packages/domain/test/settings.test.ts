import { describe, expect, it } from 'vitest';
import {
  playtimeCreditsFor,
  playtimeMessages,
  playtimeSettingsSchema,
  asaBotSyncSettingsSchema,
  arkServersNetSettingsSchema,
  defaultBotSettings,
  discordActivitySettingsSchema,
  inGameShopSettingsSchema,
  managerInputSchema,
  messages,
  toInt,
} from '../src';
import { errorsOf } from './helpers';

describe('settings defaults (SPEC 3 and 9)', () => {
  it('fills every group with the spec defaults', () => {
    const s = defaultBotSettings();
    expect(s.discordActivitySettings).toMatchObject({
      cooldownTimer: 60,
      minPointsPerMessage: 1,
      maxPointsPerMessage: 5,
      isEnabled: false,
    });
    expect(s.arkServersNetSettings.timezone).toBe('UTC');
    expect(s.deutscheArkServerSettings.timezone).toBe('UTC');
    expect(s.commandSettings.enableRegisterCommand).toBe(true);
    expect(s.kitSettings.defaultBotRoleId).toBeNull();
    expect(Object.keys(s)).toHaveLength(15);
  });
  it('in-game shop: prefix, poll interval and command words are checked', () => {
    const parse = (v: object) => inGameShopSettingsSchema.safeParse(v);
    expect(parse({ prefix: '!' }).success).toBe(true);
    expect(parse({ prefix: '/' }).success).toBe(false); // '/' is not known to reach GetChat
    expect(parse({ pollSeconds: 1 }).error?.issues[0]?.message).toBe(messages.inGamePollSeconds);
    expect(parse({ buyCommand: 'Kaufen' }).data?.buyCommand).toBe('kaufen');
    expect(parse({ buyCommand: 'two words' }).error?.issues[0]?.message).toBe(messages.inGameCommandName);
  });
});

describe('settings rules (SPEC 5)', () => {
  it('voting and activity numbers', () => {
    expect(errorsOf(arkServersNetSettingsSchema, { creditsPerVote: -1 }).creditsPerVote).toBe(
      'Credits per Vote must be a positive number.',
    );
    const a = (v: Record<string, unknown>) => errorsOf(discordActivitySettingsSchema, v);
    expect(a({ cooldownTimer: -1 }).cooldownTimer).toBe('Cooldown timer must be a positive number.');
    expect(a({ cooldownTimer: 0 })).toEqual({});
    expect(a({ minPointsPerMessage: -1 }).minPointsPerMessage).toBe(
      'Min. Credits must be a positive number.',
    );
    expect(a({ maxPointsPerMessage: -1 }).maxPointsPerMessage).toBe(
      'Max. Credits must be a positive number.',
    );
    expect(a({ minPointsPerMessage: 6, maxPointsPerMessage: 5 }).maxPointsPerMessage).toBe(
      'Max. Credits must be greater than or equal to Min. Credits.',
    );
  });

  it('companion bot: http(s) API URL, API key required when enabled', () => {
    expect(errorsOf(asaBotSyncSettingsSchema, { apiUrl: 'ftp://x.example' }).apiUrl).toBe(
      'API URL must be a valid URL with http or https',
    );
    expect(errorsOf(asaBotSyncSettingsSchema, { apiUrl: 'https://api.example' })).toEqual({});
    expect(errorsOf(asaBotSyncSettingsSchema, { isEnabled: true, apiKey: '' }).apiKey).toBe(
      'API-Key is required',
    );
    expect(errorsOf(asaBotSyncSettingsSchema, { isEnabled: false, apiKey: '' })).toEqual({});
  });

  it('manager Discord ID: required, digits, 30 ok, 31 refused', () => {
    const m = (discordId: string) =>
      errorsOf(managerInputSchema, { discordId, permissions: ['Servers_View'] }).discordId;
    expect(m('')).toBe('Discord ID is required');
    expect(m('1'.repeat(30))).toBeUndefined();
    expect(m('1'.repeat(31))).toBe('Discord ID must be less or euqal to 30 characters');
    expect(m('12ab')).toBe('Discord ID must be a number');
    expect(
      errorsOf(managerInputSchema, { discordId: '1', permissions: ['Nope'] }).permissions ??
        errorsOf(managerInputSchema, { discordId: '1', permissions: ['Nope'] })['permissions.0'],
    ).toBeDefined();
  });

  it('integer conversion before sending', () => {
    expect(toInt('')).toBe(0);
    expect(toInt(' 42 ')).toBe(42);
    expect(toInt('4.7')).toBe(4);
    expect(toInt('abc', 7)).toBe(7);
    expect(toInt(undefined)).toBe(0);
  });
});

describe('playtime settings (issue 37)', () => {
  it('interval a multiple of the sample, one multiplier per rank; credits by the best rank, rounded down', () => {
    const bad = playtimeSettingsSchema.safeParse({ intervalMinutes: 14, sampleMinutes: 5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(playtimeMessages.intervalMinutes);
    const twice = playtimeSettingsSchema.safeParse({
      rankMultipliers: [
        { rankId: 1, percent: 100 },
        { rankId: 1, percent: 120 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(playtimeMessages.multiplierRank);
    const s = playtimeSettingsSchema.parse({
      creditsPerInterval: 7,
      rankMultipliers: [
        { rankId: 1, percent: 150 },
        { rankId: 2, percent: 0 },
      ],
    });
    expect(playtimeCreditsFor(s, [])).toBe(7);
    expect(playtimeCreditsFor(s, [1, 2])).toBe(10);
    expect(playtimeCreditsFor(s, [2])).toBe(0);
  });
});
