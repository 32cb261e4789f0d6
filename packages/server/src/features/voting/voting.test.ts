import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { defaultBotSettings, Tier } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, notifications, players, users, votes } from '../../db/schema';
import { startFakeArkServers, startFakeDeutscheArkServer } from '../../integrations/votes/fake-server';
import { ArkServersClient } from '../../integrations/votes/ark-servers';
import { toBotInstance } from '../bots/service';
import { encryptSettings } from '../bots/secrets';
import { demoPersonas } from '../demo/personas';
import { listDiscordOutbox } from '../discord-activity/outbox';
import { runVoteRewards, voteStats, type VoteRunResult } from './service';

const ARK_KEY = 'ark-key-0123456789';
const ARK_KEY_2 = 'ark-key-second';
const DAS_KEY = '4711:das-api-key';
const HOUR = 3_600_000;

let t: TestApp;
let ark: Awaited<ReturnType<typeof startFakeArkServers>>;
let das: Awaited<ReturnType<typeof startFakeDeutscheArkServer>>;
type PlayerRow = typeof players.$inferSelect;
let anna: PlayerRow;
let bert: PlayerRow;

async function patchSettings(group: string, patch: Record<string, unknown>, botId = t.botId) {
  const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, botId));
  const current = toBotInstance(t.ctx, row!) as unknown as Record<string, Record<string, unknown>>;
  const settings: Record<string, Record<string, unknown>> = {};
  for (const k of Object.keys(defaultBotSettings())) settings[k] = current[k]!;
  settings[group] = { ...settings[group], ...patch };
  await t.ctx.db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, t.ctx.secrets) })
    .where(eq(botInstances.id, botId));
}

const player = async (id: number) => (await t.ctx.db.select().from(players).where(eq(players.id, id)))[0]!;
const historyOf = async (id: number) =>
  t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, id));
/** A run's result whether it threw (some site failed) or not. */
const run = async (): Promise<VoteRunResult> => {
  try {
    return await runVoteRewards(t.ctx);
  } catch (e) {
    return (e as { result: VoteRunResult }).result;
  }
};

beforeAll(async () => {
  ark = await startFakeArkServers({ keys: [ARK_KEY, ARK_KEY_2] });
  das = await startFakeDeutscheArkServer({ keys: [DAS_KEY] });
  t = await createTestApp({ ARKSERVERS_API_URL: ark.url, DEUTSCHE_ARKSERVER_API_URL: das.url });
  [anna, bert] = await t.ctx.db
    .insert(players)
    .values([
      {
        botId: t.botId,
        name: 'Anna',
        discordName: 'anna',
        discordId: '500000000000000001',
        steamId: '76561198000000501',
        eosId: '0002aaaaaaaaaaaaaaaaaaaaaaaa0501',
        deutscheArkServerUser: 'SurvivorAnna',
      },
      {
        botId: t.botId,
        name: 'Bert',
        discordName: 'bert',
        discordId: '500000000000000002',
        eosId: '0002bbbbbbbbbbbbbbbbbbbbbbbb0502',
      },
    ])
    .returning();
  await patchSettings('arkServersNetSettings', {
    isEnabled: true,
    creditsPerVote: 25,
    serverKeys: [ARK_KEY, ARK_KEY_2],
  });
  await patchSettings('deutscheArkServerSettings', {
    isEnabled: true,
    creditsPerVote: 10,
    voteRewardKeys: [DAS_KEY],
  });
});
afterAll(async () => {
  await t?.close();
  await ark?.close();
  await das?.close();
});

describe('ark-servers.net client against the local fake', () => {
  it('speaks check (0/1/2), claim (1) and the JSON vote list', async () => {
    const c = new ArkServersClient({ apiUrl: ark.url });
    const steam = '76561198000000999';
    expect(await c.check(ARK_KEY_2, steam)).toBe(0);
    ark.vote(ARK_KEY_2, steam);
    expect(await c.check(ARK_KEY_2, steam)).toBe(1);
    expect((await c.votes(ARK_KEY_2)).votes[0]).toMatchObject({ steamid: steam, claimed: '0' });
    expect(await c.claim(ARK_KEY_2, steam)).toBe(true);
    expect(await c.claim(ARK_KEY_2, steam)).toBe(false);
    expect(await c.check(ARK_KEY_2, steam)).toBe(2);
    expect(ark.calls.some((c) => c.includes('action=post&object=votes&element=claim'))).toBe(true);
    await expect(c.votes('unknown-key')).rejects.toThrow(/server key not found/);
  });
});

describe('vote rewards job', () => {
  beforeEach(() => {
    ark.failing = false;
    das.failing = false;
  });

  it('credits a vote once across two sequential runs, with history and voting history', async () => {
    ark.vote(ARK_KEY, anna.steamId, new Date(Date.now() - 2 * HOUR));
    expect((await run()).credited).toBe(1);
    expect((await run()).credited).toBe(0);
    const p = await player(anna.id);
    expect(p.credits).toBe(25);
    expect(p.totalCreditsEarned).toBe(25);
    expect(p.votingHistory).toEqual([{ site: 'ark-servers.net', votedAt: expect.any(String) }]);
    const h = await historyOf(anna.id);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({
      amount: 25,
      balanceAfter: 25,
      reason: 'Vote on ark-servers.net',
      actor: 'Vote reward',
    });
    expect(ark.votesOf(ARK_KEY).every((v) => v.claimed)).toBe(true);
  });

  it('never credits a recorded vote again, even when the site forgets the claim', async () => {
    for (const v of ark.votesOf(ARK_KEY)) v.claimed = false;
    expect((await run()).credited).toBe(0);
    expect((await player(anna.id)).credits).toBe(25);
    for (const v of ark.votesOf(ARK_KEY)) v.claimed = true;
  });

  it('credits each vote once when two runs race (both sites, EOS id and site user name)', async () => {
    ark.vote(ARK_KEY, bert.eosId, new Date(Date.now() - HOUR));
    das.vote(DAS_KEY, 'survivoranna', new Date(Date.now() - 3 * HOUR));
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.credited + b.credited).toBe(2);
    expect((await player(bert.id)).credits).toBe(25);
    expect((await player(anna.id)).credits).toBe(35);
    expect(
      (await historyOf(anna.id)).filter((h) => h.reason === 'Vote on deutsche-arkserver.de'),
    ).toHaveLength(1);
    expect(das.votesOf(DAS_KEY).every((v) => v.claimed)).toBe(true);
    const rows = await t.ctx.db.select().from(votes).where(eq(votes.botId, t.botId));
    expect(rows).toHaveLength(3);
    // and again: nothing left to credit
    const [c, d] = await Promise.all([run(), run()]);
    expect(c.credited + d.credited).toBe(0);
  });

  it('ignores unregistered voters and leaves their votes unclaimed', async () => {
    ark.vote(ARK_KEY, '76561198000000777');
    const id = das.vote(DAS_KEY, 'NobodyKnowsMe');
    expect((await run()).credited).toBe(0);
    expect(ark.votesOf(ARK_KEY).find((v) => v.steamid === '76561198000000777')!.claimed).toBe(false);
    expect(das.votesOf(DAS_KEY).find((v) => v.id === id)!.claimed).toBe(false);
  });

  it('ignores votes older than 24 hours', async () => {
    ark.vote(ARK_KEY_2, bert.eosId, new Date(Date.now() - 25 * HOUR));
    const id = das.vote(DAS_KEY, 'SurvivorAnna', new Date(Date.now() - 25 * HOUR));
    const before = [(await player(anna.id)).credits, (await player(bert.id)).credits];
    expect((await run()).credited).toBe(0);
    expect([(await player(anna.id)).credits, (await player(bert.id)).credits]).toEqual(before);
    expect(das.votesOf(DAS_KEY).find((v) => v.id === id)!.claimed).toBe(false);
  });

  it('skips a disabled site, an instance without the tier feature and an inactive instance', async () => {
    await patchSettings('arkServersNetSettings', { isEnabled: false });
    ark.vote(ARK_KEY, anna.steamId);
    expect((await run()).credited).toBe(0);
    await patchSettings('arkServersNetSettings', { isEnabled: true });

    const owner = eq(users.discordId, demoPersonas.owner.discordId);
    await t.ctx.db.update(users).set({ tier: Tier.Tier1 }).where(owner);
    expect((await run()).credited).toBe(0);
    await t.ctx.db.update(users).set({ tier: Tier.Special }).where(owner);

    await t.ctx.db.update(botInstances).set({ isActive: false }).where(eq(botInstances.id, t.botId));
    expect((await run()).credited).toBe(0);
    await t.ctx.db.update(botInstances).set({ isActive: true }).where(eq(botInstances.id, t.botId));
    expect(ark.votesOf(ARK_KEY).filter((v) => v.steamid === anna.steamId && !v.claimed)).toHaveLength(1);

    // back on: the waiting vote is credited
    expect((await run()).credited).toBe(1);
  });

  it('queues a vote-log message in the Discord outbox when vote logging is on', async () => {
    expect(await listDiscordOutbox(t.ctx.db, t.botId)).toHaveLength(0);
    await patchSettings('deutscheArkServerSettings', {
      isVoteLoggingEnabled: true,
      voteLoggingChannelId: '600000000000000042',
      timezone: 'Europe/Berlin',
    });
    das.vote(DAS_KEY, 'SurvivorAnna');
    expect((await run()).credited).toBe(1);
    const out = await listDiscordOutbox(t.ctx.db, t.botId);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ botId: t.botId, channelId: '600000000000000042' });
    expect(out[0]!.text).toContain('Anna (<@500000000000000001>) voted on deutsche-arkserver.de');
    expect(out[0]!.text).toContain('received 10 credits');
    expect(out[0]!.text).toContain('(Europe/Berlin)');
    await patchSettings('deutscheArkServerSettings', { isVoteLoggingEnabled: false });
  });

  it('notifies the owner once after three failed runs in a row', async () => {
    const ownerUser = (
      await t.ctx.db.select().from(users).where(eq(users.discordId, demoPersonas.owner.discordId))
    )[0]!;
    const strangerUser = (
      await t.ctx.db.select().from(users).where(eq(users.discordId, demoPersonas.stranger.discordId))
    )[0]!;
    const count = async (userId: number) =>
      (
        await t.ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.link, '/votingArkServer')))
      ).length;
    ark.failing = true;
    await expect(runVoteRewards(t.ctx)).rejects.toThrow(/ark-servers.net answered HTTP 500/);
    await run();
    expect(await count(ownerUser.id)).toBe(0);
    await run();
    expect(await count(ownerUser.id)).toBe(1);
    await run();
    await run();
    expect(await count(ownerUser.id)).toBe(1);
    expect(await count(strangerUser.id)).toBe(0);
    const [n] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerUser.id), eq(notifications.link, '/votingArkServer')));
    expect(n!.message).toMatch(/^Vote rewards from ark-servers.net failed 3 times in a row/);
    // the German site kept working meanwhile, and a good run resets the streak
    expect(
      await t.ctx.db.select().from(notifications).where(eq(notifications.link, '/votingDas')),
    ).toHaveLength(0);
    ark.failing = false;
    expect((await run()).failures).toEqual([]);
    ark.failing = true;
    await run();
    await run();
    expect(await count(ownerUser.id)).toBe(1);
  });

  it('reports vote statistics per player', async () => {
    const s = await voteStats(t.ctx, t.botId, anna.discordId);
    expect(s).toEqual({
      total: 4,
      last30Days: 4,
      perSite: { 'ark-servers.net': 2, 'deutsche-arkserver.de': 2 },
      creditsEarned: 70,
    });
    expect((await voteStats(t.ctx, t.botId, bert.discordId))!.total).toBe(1);
    expect(await voteStats(t.ctx, t.botId, '599999999999999999')).toBeNull();
    // votes older than 30 days count in the total only
    await t.ctx.db
      .update(votes)
      .set({ votedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(votes.playerId, bert.id));
    expect(await voteStats(t.ctx, t.botId, bert.discordId)).toMatchObject({ total: 1, last30Days: 0 });
  });
});
