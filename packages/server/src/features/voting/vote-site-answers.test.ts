import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { defaultBotSettings } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, notifications, players, users, votes } from '../../db/schema';
import { startFakeArkServers, startFakeDeutscheArkServer } from '../../integrations/votes/fake-server';
import { toBotInstance } from '../bots/service';
import { encryptSettings } from '../bots/secrets';
import { demoPersonas } from '../demo/personas';
import { runVoteRewards, type VoteRunResult } from './service';

const ARK_KEY = 'ark-volume-key-0001';
const FULL_KEY = 'ark-full-page-key-2';
const DAS_KEY = '4711:das-secret-api-key';
const MINUTE = 60_000;

let t: TestApp;
let ark: Awaited<ReturnType<typeof startFakeArkServers>>;
/** A site that ignores `limit` and answers its default 100 entries: the per-player checks find the rest. */
let arkSmallPage: Awaited<ReturnType<typeof startFakeArkServers>>;
let das: Awaited<ReturnType<typeof startFakeDeutscheArkServer>>;

async function patchSettings(group: string, patch: Record<string, unknown>) {
  const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
  const current = toBotInstance(t.ctx, row!) as unknown as Record<string, Record<string, unknown>>;
  const settings: Record<string, Record<string, unknown>> = {};
  for (const k of Object.keys(defaultBotSettings())) settings[k] = current[k]!;
  settings[group] = { ...settings[group], ...patch };
  await t.ctx.db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, t.ctx.secrets) })
    .where(eq(botInstances.id, t.botId));
  // written around the API: the auth cache must forget the instance (as every service write does)
  t.ctx.cache.invalidate('instance', t.botId);
}
const run = async (): Promise<VoteRunResult> => {
  try {
    return await runVoteRewards(t.ctx);
  } catch (e) {
    return (e as { result: VoteRunResult }).result;
  }
};
const steamOf = (i: number) => `7656119899${String(i).padStart(7, '0')}`;
const ownerNotices = async (link: string) => {
  const [owner] = await t.ctx.db
    .select()
    .from(users)
    .where(eq(users.discordId, demoPersonas.owner.discordId));
  return t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner!.id), eq(notifications.link, link)));
};
const creditTotal = async () =>
  (await t.ctx.db.select().from(players).where(eq(players.botId, t.botId))).reduce(
    (s, p) => s + p.credits,
    0,
  );
const check = (site: string) =>
  t.call('owner', {
    method: 'GET',
    url: `/api/voting/checkConnection/${t.botId}?site=${encodeURIComponent(site)}`,
  });

beforeAll(async () => {
  ark = await startFakeArkServers({ keys: [ARK_KEY] });
  arkSmallPage = await startFakeArkServers({ keys: [FULL_KEY], maxLimit: 100 });
  das = await startFakeDeutscheArkServer({ keys: [DAS_KEY] });
  t = await createTestApp({ ARKSERVERS_API_URL: ark.url, DEUTSCHE_ARKSERVER_API_URL: das.url });
  await t.ctx.db.insert(players).values(
    Array.from({ length: 150 }, (_, i) => ({
      botId: t.botId,
      name: `Voter ${i}`,
      discordName: `voter${i}`,
      discordId: `52000000000000${String(i).padStart(4, '0')}`,
      steamId: steamOf(i),
    })),
  );
  await patchSettings('arkServersNetSettings', { isEnabled: true, creditsPerVote: 3, serverKeys: [ARK_KEY] });
});
afterAll(async () => {
  await t?.close();
  await ark?.close();
  await arkSmallPage?.close();
  await das?.close();
});

describe('ark-servers.net vote list', () => {
  it('credits all of 150 votes in one day once each (the list is asked for its documented maximum)', async () => {
    const before = await creditTotal();
    const now = Date.now();
    for (let i = 0; i < 150; i++) ark.vote(ARK_KEY, steamOf(i), new Date(now - (i + 1) * 5 * MINUTE));
    expect((await run()).credited).toBe(150);
    expect((await run()).credited).toBe(0);
    expect((await creditTotal()) - before).toBe(450);
    const rows = await t.ctx.db.select().from(votes).where(eq(votes.botId, t.botId));
    expect(rows).toHaveLength(150);
    expect(ark.votesOf(ARK_KEY).every((v) => v.claimed)).toBe(true);
    expect(ark.calls.some((c) => c.includes('element=votes') && c.includes('limit=500'))).toBe(true);
  });

  it('checks the players a full page cut off, one by one, and credits them once', async () => {
    // 160 votes within the day on a site that hands out 100 per list: 60 are only found by the check call
    const now = Date.now();
    for (let i = 0; i < 160; i++)
      arkSmallPage.vote(FULL_KEY, steamOf(i), new Date(now - (i + 1) * 5 * MINUTE));
    const before = await creditTotal();
    const app = await createTestApp({ ARKSERVERS_API_URL: arkSmallPage.url });
    try {
      await app.ctx.db.insert(players).values(
        Array.from({ length: 160 }, (_, i) => ({
          botId: app.botId,
          name: `Voter ${i}`,
          discordId: `53000000000000${String(i).padStart(4, '0')}`,
          steamId: steamOf(i),
        })),
      );
      const [row] = await app.ctx.db.select().from(botInstances).where(eq(botInstances.id, app.botId));
      const current = toBotInstance(app.ctx, row!) as unknown as Record<string, Record<string, unknown>>;
      const settings: Record<string, Record<string, unknown>> = {};
      for (const k of Object.keys(defaultBotSettings())) settings[k] = current[k]!;
      settings.arkServersNetSettings = {
        ...settings.arkServersNetSettings,
        isEnabled: true,
        creditsPerVote: 2,
        serverKeys: [FULL_KEY],
      };
      await app.ctx.db
        .update(botInstances)
        .set({ settings: encryptSettings(settings, app.ctx.secrets) })
        .where(eq(botInstances.id, app.botId));
      app.ctx.cache.invalidate('instance', app.botId);
      expect((await runVoteRewards(app.ctx)).credited).toBe(160);
      expect((await runVoteRewards(app.ctx)).credited).toBe(0);
      const credited = (await app.ctx.db.select().from(players).where(eq(players.botId, app.botId))).filter(
        (p) => p.credits === 2,
      );
      expect(credited).toHaveLength(160);
      expect(arkSmallPage.votesOf(FULL_KEY).every((v) => v.claimed)).toBe(true);
      expect(arkSmallPage.calls.some((c) => c.includes('object=votes&element=claim&key='))).toBe(true);
    } finally {
      await app.close();
    }
    expect(await creditTotal()).toBe(before);
  });

  it('reports an unknown answer shape once, with the key redacted, and credits nobody', async () => {
    const before = await creditTotal();
    ark.vote(ARK_KEY, steamOf(1));
    ark.setRawAnswer(`{"server":"x","key":"${ARK_KEY}","entries":[{"user":"${steamOf(1)}"}]}`);
    for (let i = 0; i < 4; i++) expect((await run()).failures).toEqual([]);
    const told = (await ownerNotices('/votingArkServer')).filter((n) => n.kind === 'unexpected-answer');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('ark-servers.net answered in a shape this product does not know');
    expect(told[0]!.message).toContain('"entries"');
    expect(told[0]!.message).not.toContain(ARK_KEY);
    expect(await creditTotal()).toBe(before);
    expect((await ownerNotices('/votingArkServer')).some((n) => n.kind === 'vote-job-failing')).toBe(false);
    const c = await check('ark-servers.net');
    expect(c.statusCode).toBe(200);
    expect(c.json()).toEqual([
      {
        key: `…${ARK_KEY.slice(-4)}`,
        ok: false,
        text: expect.stringContaining('ark-servers.net answered in an unexpected shape'),
      },
    ]);
    expect(JSON.stringify(c.json())).not.toContain(ARK_KEY);
    ark.setRawAnswer(null);
    expect((await run()).credited).toBe(1);
  });

  it('reports voter ids that are neither SteamID64 nor EOS id once and does not credit them', async () => {
    const before = await creditTotal();
    ark.vote(ARK_KEY, 'SomePlayerName');
    ark.vote(ARK_KEY, 'SomePlayerName2');
    await run();
    await run();
    const told = (await ownerNotices('/votingArkServer')).filter(
      (n) => n.kind === 'unexpected-answer' && n.message.includes('voter ids'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('"SomePlayerName"');
    expect(await creditTotal()).toBe(before);
  });

  it('connection check: says what the site answered, per key, without the key', async () => {
    const ok = (await check('ark-servers.net')).json();
    expect(ok).toEqual([
      {
        key: `…${ARK_KEY.slice(-4)}`,
        ok: true,
        text: expect.stringMatching(
          /^Connected to ark-servers.net server "Fake ARK server": \d+ votes listed, 2 unclaimed in the last 24 hours\.$/,
        ),
      },
    ]);
    await patchSettings('arkServersNetSettings', { serverKeys: ['not-a-known-key'] });
    expect((await check('ark-servers.net')).json()).toEqual([
      { key: '…-key', ok: false, text: 'ark-servers.net answered "Error: server key not found"' },
    ]);
    await patchSettings('arkServersNetSettings', { serverKeys: [ARK_KEY] });
    expect(
      (
        await t.call('stranger', {
          method: 'GET',
          url: `/api/voting/checkConnection/${t.botId}?site=ark-servers.net`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await check('example.com')).statusCode).toBe(400);
  });
});

describe('deutsche-arkserver.de (assumed API)', () => {
  it('an unexpected answer notifies once (API key redacted) and credits nobody; the check shows it', async () => {
    const [p] = await t.ctx.db
      .insert(players)
      .values({
        botId: t.botId,
        name: 'Dora',
        discordId: '540000000000000001',
        deutscheArkServerUser: 'Dora',
      })
      .returning();
    await patchSettings('deutscheArkServerSettings', {
      isEnabled: true,
      creditsPerVote: 7,
      voteRewardKeys: [DAS_KEY],
    });
    das.vote(DAS_KEY, 'Dora');
    das.setRawAnswer(`{"votes":[{"voter":"Dora","api":"das-secret-api-key"}]}`);
    for (let i = 0; i < 4; i++) expect((await run()).failures).toEqual([]);
    const told = (await ownerNotices('/votingDas')).filter((n) => n.kind === 'unexpected-answer');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(
      'deutsche-arkserver.de answered in a shape this product does not know',
    );
    expect(told[0]!.message).not.toContain('das-secret-api-key');
    const [dora] = await t.ctx.db.select().from(players).where(eq(players.id, p!.id));
    expect(dora!.credits).toBe(0);
    expect(await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, p!.id))).toEqual([]);
    const bad = (await check('deutsche-arkserver.de')).json();
    expect(bad).toEqual([{ key: '4711', ok: false, text: expect.stringContaining('unexpected shape') }]);
    expect(JSON.stringify(bad)).not.toContain('das-secret-api-key');

    das.setRawAnswer(null);
    expect((await check('deutsche-arkserver.de')).json()).toEqual([
      { key: '4711', ok: true, text: 'Connected to deutsche-arkserver.de: 1 unclaimed vote.' },
    ]);
    expect((await run()).credited).toBe(1);
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, p!.id));
    expect(after!.credits).toBe(7);
  });
});
