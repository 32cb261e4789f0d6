import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  allTiers,
  shopRefusals,
  shopText,
  defaultBotSettings,
  limitsForTier,
  tierFeatureRules,
  tierIncludes,
  tierLabels,
  type Limits,
  type Tier,
  type TierFeature,
} from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import {
  botInstances,
  inGameReaders,
  nitradoAccounts,
  players,
  playtimeServers,
  servers,
  users,
} from '../../db/schema';
import { runAsaBotAutoSync } from '../asabot/service';
import { runInGameReaders } from '../in-game-shop/service';
import { demoPersonas } from '../demo/personas';
import { awardActivity } from '../discord-activity/service';
import { runNitradoAutoSync } from '../nitrado/auto-sync';
import { loadPortal } from '../portal/catalog';
import { runTip4ServDeliveries } from '../tip4serv/service';
import { runVoteRewards } from '../voting/service';
import { encryptSettings } from './secrets';
import { toBotInstance } from './service';
import { buyKit } from '../shop';
import { sendCredits } from '../transfers/service';
import { runPlaytime } from '../playtime/service';

// Every integration points at one local listener that records each request and answers 503: a job that
// works on the instance calls it, a job that skips the instance does not. That is what "the job ran" means.
let hits = 0;
const recorder = http.createServer((_req, res) => {
  hits++;
  res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
});
const called = async (job: () => Promise<unknown>) => {
  const before = hits;
  await settled(job);
  return hits > before;
};
const ACTIVITY_CHANNEL = '600000000000000123';
const PLAYER = '520000000000000001';

let t: TestApp;
let guildId: string;
beforeAll(async () => {
  await new Promise<void>((r) => recorder.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  t = await createTestApp({
    ARKSERVERS_API_URL: url,
    DEUTSCHE_ARKSERVER_API_URL: url,
    TIP4SERV_API_URL: url,
    ASABOT_API_URL: url,
    NITRADO_API_URL: url,
  });
  await t.ctx.db.insert(nitradoAccounts).values({
    botId: t.botId,
    nitradoId: '42',
    username: 'owner',
    accessToken: t.ctx.secrets.encrypt('nitrado-token'),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
  guildId = row!.guildId;
  await t.ctx.db
    .insert(players)
    .values({ botId: t.botId, name: 'Dora', discordName: 'dora', discordId: PLAYER, eosId: '' });
});
afterAll(async () => {
  await t?.close();
  recorder.close();
});

type Groups = Record<string, Record<string, unknown>>;
async function storeSettings(patch: (s: Groups) => void) {
  const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
  const current = toBotInstance(t.ctx, row!) as unknown as Groups;
  const settings: Groups = {};
  for (const k of Object.keys(defaultBotSettings())) settings[k] = { ...current[k]! };
  patch(settings);
  await t.ctx.db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, t.ctx.secrets) })
    .where(eq(botInstances.id, t.botId));
  // written around the API: the auth cache must forget the instance (as every service write does)
  t.ctx.cache.invalidate('instance', t.botId);
}
const setOwnerTier = async (tier: Tier) => {
  await t.ctx.db.update(users).set({ tier }).where(eq(users.discordId, demoPersonas.owner.discordId));
  t.ctx.cache.invalidate('user');
  t.ctx.cache.invalidate('instance', t.botId);
};
const getBot = async () =>
  (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0] as Groups;
const put = (bot: Groups) => t.call('owner', { method: 'PUT', url: '/api/bots', payload: { bot } });
const settled = async (job: () => Promise<unknown>) => {
  try {
    await job();
    return '';
  } catch (e) {
    return String((e as Error).message);
  }
};
/** What each feature needs besides its switch, a second field to edit, and how to see its job work. */
const features: Record<
  TierFeature,
  {
    setup?: Groups;
    edit?: (group: Record<string, unknown>) => Record<string, unknown>;
    job: () => Promise<boolean>;
  }
> = {
  apiAccess: {
    // the key API is the "job" of API access: a stored key is accepted only while the feature is on
    job: async () => {
      const key = (
        await t.call('owner', {
          method: 'POST',
          url: '/api/bots/recreateApiKey',
          payload: { botId: t.botId },
        })
      ).json().apiSettings.apiKey as string;
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/players',
        headers: { authorization: `BOT ${key}` },
      });
      return res.statusCode !== 403 && res.statusCode !== 401;
    },
  },
  deutscheArkServerVoting: {
    setup: {
      deutscheArkServerSettings: { voteRewardKeys: ['4711:key'] },
      arkServersNetSettings: { isEnabled: false },
    },
    edit: (g) => ({ creditsPerVote: Number(g.creditsPerVote) + 1 }),
    job: () => called(() => runVoteRewards(t.ctx)),
  },
  arkServerNetVoting: {
    setup: {
      arkServersNetSettings: { serverKeys: ['ark-key'] },
      deutscheArkServerSettings: { isEnabled: false },
    },
    edit: (g) => ({ creditsPerVote: Number(g.creditsPerVote) + 1 }),
    job: () => called(() => runVoteRewards(t.ctx)),
  },
  tip4serv: {
    setup: { tip4ServSettings: { apiKey: '1.private.public' } },
    edit: (g) => ({ enableLogging: !g.enableLogging }),
    job: () => called(() => runTip4ServDeliveries(t.ctx)),
  },
  userPortal: {
    edit: (g) => ({ isKitsEnabled: !g.isKitsEnabled }),
    job: async () => (await settled(() => loadPortal(t.ctx, guildId))) === '',
  },
  discordActivityPoints: {
    setup: {
      discordActivitySettings: {
        channelIds: [ACTIVITY_CHANNEL],
        minPointsPerMessage: 1,
        maxPointsPerMessage: 1,
        cooldownTimer: 0,
      },
    },
    edit: (g) => ({ cooldownTimer: Number(g.cooldownTimer) + 1 }),
    job: async () =>
      (await awardActivity(t.ctx, t.botId, { discordId: PLAYER, channelId: ACTIVITY_CHANNEL })).credits > 0,
  },
  nitradoAutoSync: {
    job: () => called(() => runNitradoAutoSync(t.ctx)),
  },
  inGameShop: {
    // its job reads the chat of the servers it lists: a read (even a refused connection) is recorded
    setup: { inGameShopSettings: { serverIds: [] } },
    edit: (g) => ({ pollSeconds: Number(g.pollSeconds) === 3 ? 4 : 3 }),
    job: async () => {
      const [server] = await t.ctx.db
        .select()
        .from(servers)
        .where(and(eq(servers.botId, t.botId), eq(servers.ip, '127.0.0.1')))
        .limit(1);
      await storeSettings((s) => void (s.inGameShopSettings!.serverIds = [server!.id]));
      await t.ctx.db.delete(inGameReaders).where(eq(inGameReaders.serverId, server!.id));
      await settled(() => runInGameReaders(t.ctx));
      const [reader] = await t.ctx.db
        .select()
        .from(inGameReaders)
        .where(eq(inGameReaders.serverId, server!.id));
      return !!reader?.lastReadAt;
    },
  },
  // its job samples the instance's servers (ListPlayers): a claimed slot (even a refused connection) is recorded
  playtime: {
    edit: (g) => ({ creditsPerInterval: Number(g.creditsPerInterval) === 10 ? 11 : 10 }),
    job: async () => {
      await t.ctx.db.delete(playtimeServers).where(eq(playtimeServers.botId, t.botId));
      await settled(() => runPlaytime(t.ctx));
      const claimed = await t.ctx.db.select().from(playtimeServers).where(eq(playtimeServers.botId, t.botId));
      return claimed.length > 0;
    },
  },
  gifts: {
    // the gate comes first: a gift of a kit that does not exist answers "Kit not found" only while gifts are on
    edit: (g) => ({ waitingExpiryHours: Number(g.waitingExpiryHours) === 24 ? 25 : 24 }),
    job: async () => {
      const two = await t.ctx.db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.botId, t.botId))
        .limit(2);
      const gift = () =>
        buyKit(t.ctx, {
          botId: t.botId,
          playerId: two[0]!.id,
          giftTo: two[1]!.id,
          kitId: 2_000_000_000,
          serverId: 2_000_000_000,
          source: 'dashboard',
          actor: 'test',
        });
      return (await settled(gift)) === 'Kit not found';
    },
  },
  // a transfer to oneself is refused as such only while transfers are on (the switch is checked first)
  transfers: {
    edit: (g) => ({ minAmount: Number(g.minAmount) === 1 ? 2 : 1 }),
    job: async () => {
      const [p] = await t.ctx.db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.botId, t.botId))
        .limit(1);
      const self = () =>
        sendCredits(t.ctx, {
          botId: t.botId,
          fromPlayerId: p!.id,
          toPlayerId: p!.id,
          amount: 5,
          source: 'discord',
          actor: 'test',
          idempotencyKey: `tier-${Date.now()}-${Math.random()}`,
        });
      return (await settled(self)) === shopText('en', shopRefusals.transferToSelf);
    },
  },
  asaBotSync: {
    setup: {
      asaBotSyncSettings: { apiKey: 'asa-key', isAutoSyncServersEnabled: true, overrideApiUrl: false },
    },
    edit: (g) => ({ isExecuteCommands: !g.isExecuteCommands }),
    job: () => called(() => runAsaBotAutoSync(t.ctx)),
  },
  // no switch (each coupon is the owner's choice): a coupon can be made and is listed at every tier
  coupons: {
    job: async () => {
      const code = `TIER${Date.now()}`;
      const res = await t.call('owner', {
        method: 'POST',
        url: `/api/coupon/${t.botId}`,
        payload: { code, kind: 'percent', amount: 10, scope: 'all' },
      });
      if (res.statusCode !== 200) return false;
      await t.call('owner', { method: 'DELETE', url: `/api/coupon/${t.botId}/${res.json().id}` });
      return true;
    },
  },
  // no switch (each kit's sale is the owner's choice): a kit on sale is listed at its sale price
  timedSales: {
    job: async () => {
      const res = await t.call('owner', {
        method: 'POST',
        url: '/api/kit',
        payload: {
          kit: { botId: t.botId, name: 'Tier sale', description: 'd', price: 100, salePercent: 25 },
        },
      });
      if (res.statusCode !== 200) return false;
      const list = (await t.call('owner', { method: 'GET', url: `/api/kit/list/${t.botId}` })).json();
      await t.call('owner', { method: 'DELETE', url: '/api/kit', payload: { kitId: res.json().id } });
      return list.find((k: { id: number }) => k.id === res.json().id)?.salePrice === 75;
    },
  },
  // no settings switch (each endpoint has its own): adding an endpoint is accepted only when included
  webhooks: {
    job: async () =>
      (
        await t.call('owner', {
          method: 'POST',
          url: `/api/webhooks/${t.botId}`,
          payload: { url: 'https://hooks.example.com/asa', events: ['purchase.created'] },
        })
      ).statusCode === 200,
  },
};

describe('tier rule table × every tier: the API, the jobs and the limits agree', () => {
  it('covers every feature of the table', () => {
    expect(Object.keys(features).sort()).toEqual(tierFeatureRules.map((r) => r.feature).sort());
  });

  for (const rule of tierFeatureRules.filter((r) => !r.group)) {
    it(`${rule.feature} (no switch): limits and the feature's own calls at each tier`, async () => {
      try {
        for (const tier of allTiers) {
          const label = `${rule.feature} at ${tierLabels[tier]}`;
          await setOwnerTier(tier);
          const included = tierIncludes(tier, rule.feature);
          const limits = (await t.call('owner', { method: 'GET', url: '/api/bots/limits' })).json()[t.botId];
          expect(limits, label).toEqual(limitsForTier(tier));
          expect(limits[rule.feature as keyof Limits], label).toBe(included);
          expect(await features[rule.feature].job(), label).toBe(included);
        }
      } finally {
        await setOwnerTier(demoPersonas.owner.tier);
      }
    });
  }

  for (const { group, switch: sw, ...rule } of tierFeatureRules) {
    if (!group || !sw) continue;
    it(`${rule.feature}: switch on, edit while on, job, switch off at each tier`, async () => {
      const cfg = features[rule.feature];
      const setSwitch = (on: boolean) =>
        storeSettings((s) => {
          for (const [g, patch] of Object.entries(cfg.setup ?? {})) Object.assign(s[g]!, patch);
          s[group]![sw] = on;
        });
      try {
        for (const tier of allTiers) {
          const label = `${rule.feature} at ${tierLabels[tier]}`;
          await setOwnerTier(tier);
          const included = tierIncludes(tier, rule.feature);
          // limits answer (for the features the limits carry)
          const limits = (await t.call('owner', { method: 'GET', url: '/api/bots/limits' })).json()[t.botId];
          expect(limits, label).toEqual(limitsForTier(tier));
          if (rule.feature in limits) expect(limits[rule.feature as keyof Limits], label).toBe(included);

          // switching on from off: accepted only when the tier includes it
          await setSwitch(false);
          let bot = await getBot();
          let res = await put({ ...bot, [group]: { ...bot[group], [sw]: true } });
          expect(res.statusCode, label).toBe(included ? 200 : 403);
          if (!included) expect(res.json().message, label).toBe(rule.notice);

          // switched on before the tier dropped: the job works only when included (data kept either way)
          await setSwitch(true);
          expect(await cfg.job(), `${label}: job ran`).toBe(included);
          bot = await getBot();
          expect(bot[group]![sw], label).toBe(true);

          // an edit of a paused feature is refused; switching it off is always accepted
          if (cfg.edit) {
            res = await put({ ...bot, [group]: { ...bot[group], ...cfg.edit(bot[group]!) } });
            expect(res.statusCode, `${label}: edit`).toBe(included ? 200 : 403);
            bot = await getBot();
          }
          res = await put({ ...bot, [group]: { ...bot[group], [sw]: false } });
          expect(res.statusCode, `${label}: off`).toBe(200);
        }
      } finally {
        await setOwnerTier(demoPersonas.owner.tier);
        await setSwitch(false);
      }
    });
  }
});
