import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultBotSettings, Tier } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, players, users } from '../../db/schema';
import { toBotInstance } from '../bots/service';
import { encryptSettings } from '../bots/secrets';
import { demoPersonas } from '../demo/personas';
import { activityCredits, type ActivityInput } from './engine';
import { awardActivity } from './service';

const CHAT = '700000000000000001';
const OTHER = '700000000000000002';
const base = (over: Partial<ActivityInput> = {}): ActivityInput => ({
  settings: {
    isEnabled: true,
    cooldownTimer: 60,
    minPointsPerMessage: 1,
    maxPointsPerMessage: 5,
    channelIds: [CHAT],
  },
  limits: { discordActivityPoints: true },
  channelId: CHAT,
  userId: '42',
  now: new Date('2025-01-01T12:00:00Z'),
  lastAwardAt: null,
  random: () => 0.5,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('activity credits engine', () => {
  it('gives a random whole number between min and max, both inclusive', () => {
    expect(activityCredits(base({ random: () => 0 }))).toBe(1);
    expect(activityCredits(base({ random: () => 0.999999 }))).toBe(5);
    expect(activityCredits(base({ random: () => 0.5 }))).toBe(3);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(activityCredits(base({ random: Math.random })));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives exactly min when min = max', () => {
    const settings = { ...base().settings, minPointsPerMessage: 7, maxPointsPerMessage: 7 };
    for (const r of [0, 0.3, 0.99]) expect(activityCredits(base({ settings, random: () => r }))).toBe(7);
  });

  it('gives nothing outside the listed channels (an empty list means no channel)', () => {
    expect(activityCredits(base({ channelId: OTHER }))).toBe(0);
    expect(activityCredits(base({ settings: { ...base().settings, channelIds: [] } }))).toBe(0);
  });

  it('respects the per-user cooldown in seconds', () => {
    expect(activityCredits(base({ lastAwardAt: at('2025-01-01T11:59:30Z') }))).toBe(0);
    expect(activityCredits(base({ lastAwardAt: at('2025-01-01T11:59:00.001Z') }))).toBe(0);
    expect(activityCredits(base({ lastAwardAt: at('2025-01-01T11:59:00Z') }))).toBe(3);
  });

  it('cooldown 0 disables the cooldown', () => {
    const settings = { ...base().settings, cooldownTimer: 0 };
    expect(activityCredits(base({ settings, lastAwardAt: at('2025-01-01T12:00:00Z') }))).toBe(3);
  });

  it('gives nothing when the feature is off or not in the tier', () => {
    expect(activityCredits(base({ settings: { ...base().settings, isEnabled: false } }))).toBe(0);
    expect(activityCredits(base({ limits: { discordActivityPoints: false } }))).toBe(0);
  });
});

describe('awardActivity', () => {
  let t: TestApp;
  let playerId: number;
  const DISCORD = '520000000000000001';
  let clock = new Date('2025-03-01T10:00:00Z');

  async function patchActivity(patch: Record<string, unknown>) {
    const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
    const current = toBotInstance(t.ctx, row!) as unknown as Record<string, Record<string, unknown>>;
    const settings: Record<string, Record<string, unknown>> = {};
    for (const k of Object.keys(defaultBotSettings())) settings[k] = current[k]!;
    settings.discordActivitySettings = { ...settings.discordActivitySettings, ...patch };
    await t.ctx.db
      .update(botInstances)
      .set({ settings: encryptSettings(settings, t.ctx.secrets) })
      .where(eq(botInstances.id, t.botId));
  }
  const credits = async () =>
    (await t.ctx.db.select().from(players).where(eq(players.id, playerId)))[0]!.credits;

  beforeAll(async () => {
    t = await createTestApp();
    t.ctx.now = () => clock;
    const [p] = await t.ctx.db
      .insert(players)
      .values({ botId: t.botId, name: 'Chatty', discordName: 'chatty', discordId: DISCORD })
      .returning();
    playerId = p!.id;
    await patchActivity({
      isEnabled: true,
      cooldownTimer: 60,
      minPointsPerMessage: 2,
      maxPointsPerMessage: 2,
      channelIds: [CHAT],
    });
  });
  afterAll(async () => t?.close());

  it('credits a registered player and writes history, then waits for the cooldown', async () => {
    expect(await awardActivity(t.ctx, t.botId, { discordId: DISCORD, channelId: CHAT })).toEqual({
      credits: 2,
      balance: 2,
    });
    const h = await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, playerId));
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ amount: 2, reason: 'Discord activity' });
    clock = new Date(clock.getTime() + 30_000);
    expect((await awardActivity(t.ctx, t.botId, { discordId: DISCORD, channelId: CHAT })).credits).toBe(0);
    clock = new Date(clock.getTime() + 30_000);
    expect((await awardActivity(t.ctx, t.botId, { discordId: DISCORD, channelId: CHAT })).credits).toBe(2);
    expect(await credits()).toBe(4);
  });

  it('lets only one of many simultaneous messages through the cooldown', async () => {
    clock = new Date(clock.getTime() + 120_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => awardActivity(t.ctx, t.botId, { discordId: DISCORD, channelId: CHAT })),
    );
    expect(results.filter((r) => r.credits > 0)).toHaveLength(1);
    expect(await credits()).toBe(6);
  });

  it('ignores other channels, unregistered users, a disabled setting and a tier without the feature', async () => {
    clock = new Date(clock.getTime() + 120_000);
    expect((await awardActivity(t.ctx, t.botId, { discordId: DISCORD, channelId: OTHER })).credits).toBe(0);
    expect(
      (await awardActivity(t.ctx, t.botId, { discordId: '529999999999999999', channelId: CHAT })).credits,
    ).toBe(0);
    await patchActivity({ isEnabled: false });
    expect((await awardActivity(t.ctx, t.botId, { discordId: DISCORD, channelId: CHAT })).credits).toBe(0);
    await patchActivity({ isEnabled: true });
    const owner = eq(users.discordId, demoPersonas.owner.discordId);
    await t.ctx.db.update(users).set({ tier: Tier.Tier4 }).where(owner);
    expect((await awardActivity(t.ctx, t.botId, { discordId: DISCORD, channelId: CHAT })).credits).toBe(0);
    await t.ctx.db.update(users).set({ tier: Tier.Special }).where(owner);
    expect(await credits()).toBe(6);
  });

  it('with cooldown 0 every message counts', async () => {
    await patchActivity({ cooldownTimer: 0 });
    for (let i = 0; i < 3; i++)
      expect((await awardActivity(t.ctx, t.botId, { discordId: DISCORD, channelId: CHAT })).credits).toBe(2);
    expect(await credits()).toBe(12);
  });
});
