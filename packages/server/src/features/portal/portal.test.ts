import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { defaultBotSettings, Tier } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import {
  botInstances,
  creditHistory,
  kits,
  players,
  purchases,
  servers,
  shopRanks,
  users,
} from '../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { encryptSettings } from '../bots/secrets';
import { demoRoles } from '../demo/discord-data';
import { DEMO_GUILD_ID, demoPersonas, type DemoPersona } from '../demo/personas';
import { DEMO_PLAYER_CREDITS, DEMO_PLAYER_EOS_ID } from '../demo/portal-player';
import { PORTAL_NOT_FOUND } from './catalog';
import { DISCORD_ROLES_UNAVAILABLE, KITS_NOT_OFFERED, RANKS_NOT_OFFERED } from './orders';
import { PORTAL_RATE_LIMIT, PORTAL_RATE_MESSAGE } from './routes';

const PASS = 'portal-pass';
const GIVE = (eos: string) => `GiveItemToPlayer ${eos} PortalItem 1 0 0`;
const GAVE = 'Gave PortalItem to Demo Player';

let t: TestApp;
let rcon: FakeRconServer;
let serverId: number;
type Persona = DemoPersona | 'anonymous';

const get = (p: Persona, path = '', guild = DEMO_GUILD_ID) =>
  t.call(p, { method: 'GET', url: `/api/portal/${guild}${path}` });
const post = (p: Persona, what: string, payload: unknown, guild = DEMO_GUILD_ID) =>
  t.call(p, { method: 'POST', url: `/api/portal/${guild}/${what}`, payload: payload as object });

const playerOf = async (persona: DemoPersona, botId = t.botId) =>
  (
    await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, botId), eq(players.discordId, demoPersonas[persona].discordId)))
  )[0];
const setCredits = async (persona: DemoPersona, credits: number) =>
  t.ctx.db
    .update(players)
    .set({ credits })
    .where(and(eq(players.botId, t.botId), eq(players.discordId, demoPersonas[persona].discordId)));

/** Saves settings groups of the demo instance through PUT /api/bots, as the owner's dashboard does. */
async function saveSettings(patch: Record<string, Record<string, unknown>>) {
  const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' }))
    .json()
    .find((b: { id: number }) => b.id === t.botId);
  const next = { ...bot };
  for (const [k, v] of Object.entries(patch)) next[k] = { ...bot[k], ...v };
  const res = await t.call('owner', { method: 'PUT', url: '/api/bots', payload: { bot: next } });
  expect(res.statusCode, res.body).toBe(200);
}

async function kit(values: Partial<typeof kits.$inferInsert> = {}, botId = t.botId) {
  const [row] = await t.ctx.db
    .insert(kits)
    .values({
      botId,
      name: 'Portal Kit',
      description: 'A kit for the portal',
      price: 100,
      itemGroups: [
        {
          index: 0,
          name: 'Items',
          items: [{ index: 0, command: 'GiveItemToPlayer {eos_id} PortalItem 1 0 0' }],
        },
      ],
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  rcon = await startFakeRcon({ password: PASS, responses: { [GIVE(DEMO_PLAYER_EOS_ID)]: GAVE } });
  const [s] = await t.ctx.db
    .insert(servers)
    .values({
      botId: t.botId,
      name: 'Portal Island',
      ip: '127.0.0.1',
      rconPort: rcon.port,
      rconPassword: t.ctx.secrets.encrypt(PASS),
      sortingIndex: 9,
    })
    .returning();
  serverId = s!.id;
});
afterAll(async () => {
  await rcon?.close();
  await t?.close();
});
// each test starts a minute later, so the per-user rate limit of one test does not carry into the next
let minutes = 0;
beforeEach(() => {
  rcon.commands.length = 0;
  const offset = ++minutes * 61_000;
  t.ctx.now = () => new Date(Date.now() + offset);
});

describe('public catalog', () => {
  it('lists enabled kits in sorting order, shop ranks with buy prices and enabled servers, never commands', async () => {
    const hidden = await kit({ name: 'Disabled Kit', isEnabled: false });
    await kit({ name: 'Sorted Between', sortingIndex: 2 });
    await t.ctx.db.insert(servers).values({
      botId: t.botId,
      name: 'Switched Off',
      ip: '127.0.0.1',
      rconPort: 1,
      isEnabled: false,
    });
    const res = await get('anonymous');
    expect(res.statusCode, res.body).toBe(200);
    let c = res.json();
    expect(c).toMatchObject({
      guildId: DEMO_GUILD_ID,
      guildName: 'ARK Demo Cluster',
      isShopEnabled: true,
      kitsEnabled: true,
      shopRanksEnabled: true,
    });
    const names = c.kits.map((k: { name: string }) => k.name);
    expect(names.slice(0, 5)).toEqual([
      'Starter Set',
      'Dino Wipe',
      'Resource Choice',
      'Sorted Between',
      'Mystery Box',
    ]);
    expect(names).not.toContain(hidden.name);
    const choice = c.kits.find((k: { name: string }) => k.name === 'Resource Choice');
    expect(choice.kitType).toBe('multipleChoice');
    expect(choice.itemGroups.length).toBeGreaterThan(1);
    expect(choice.itemGroups[0]).toEqual({ index: 0, name: expect.any(String) });
    // Dino Wipe is limited to The Island, which counts once the instance turns server limits on
    const dino = () => c.kits.find((k: { name: string }) => k.name === 'Dino Wipe');
    expect(dino().serverIds).toEqual(c.servers.map((s: { id: number }) => s.id));
    const island = c.servers.find((s: { name: string }) => s.name === 'The Island');
    await saveSettings({ kitSettings: { enableServerLimits: true } });
    c = (await get('anonymous')).json();
    await saveSettings({ kitSettings: { enableServerLimits: false } });
    expect(dino().serverIds).toEqual([island.id]);
    expect(c.servers.map((s: { name: string }) => s.name)).not.toContain('Switched Off');
    expect(c.shopRanks).toEqual([
      expect.objectContaining({ name: 'VIP', discount: 10, passiveCredits: 50, buyPrice: 2000 }),
      expect.objectContaining({ name: 'Survivor', buyPrice: null }),
    ]);
    expect(res.body).not.toContain('GiveItemToPlayer');
    expect(res.body).not.toContain('rconPassword');
  });

  it('answers 404 for an unknown guild, a disabled portal, an inactive instance and a tier below 3', async () => {
    for (const guild of ['123456789012345678', 'not-a-guild', '%20'])
      expect((await get('anonymous', '', guild)).statusCode).toBe(404);
    const expect404 = async () => {
      for (const res of [
        await get('anonymous'),
        await get('player', '/me'),
        await post('player', 'buy', { kitId: 1, serverId }),
        await post('player', 'redeem', { kitId: 1, serverId }),
        await post('player', 'buyRank', { rankId: 1 }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().message).toBe(PORTAL_NOT_FOUND);
      }
    };
    const owner = eq(users.discordId, demoPersonas.owner.discordId);
    await t.ctx.db.update(users).set({ tier: Tier.Tier2 }).where(owner);
    await expect404();
    await t.ctx.db.update(users).set({ tier: Tier.Tier3 }).where(owner);
    expect((await get('anonymous')).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ tier: demoPersonas.owner.tier }).where(owner);

    await saveSettings({ userPortalSettings: { isEnabled: false } });
    await expect404();
    await saveSettings({ userPortalSettings: { isEnabled: true } });

    await t.ctx.db.update(botInstances).set({ isActive: false }).where(eq(botInstances.id, t.botId));
    await expect404();
    await t.ctx.db.update(botInstances).set({ isActive: true }).where(eq(botInstances.id, t.botId));
    expect((await get('anonymous')).statusCode).toBe(200);
  });

  it('hides kits when the owner turned kits off, and shop ranks likewise; buying them is refused', async () => {
    await saveSettings({ userPortalSettings: { isKitsEnabled: false } });
    const c = (await get('anonymous')).json();
    expect(c.kitsEnabled).toBe(false);
    expect(c.kits).toEqual([]);
    expect(c.shopRanks.length).toBe(2);
    expect((await get('player', '/me')).json().kitPrices).toEqual([]);
    const buy = await post('player', 'buy', { kitId: c.shopRanks[0].id, serverId });
    expect(buy.statusCode).toBe(403);
    expect(buy.json().message).toBe(KITS_NOT_OFFERED);
    await saveSettings({ userPortalSettings: { isKitsEnabled: true, isShopRanksEnabled: false } });
    const c2 = (await get('anonymous')).json();
    expect(c2.kits.length).toBeGreaterThan(0);
    expect(c2.shopRanks).toEqual([]);
    const rank = await post('player', 'buyRank', { rankId: c.shopRanks[0].id });
    expect(rank.statusCode).toBe(403);
    expect(rank.json().message).toBe(RANKS_NOT_OFFERED);
    await saveSettings({ userPortalSettings: { isShopRanksEnabled: true } });
  });
});

describe('the player', () => {
  it('needs a login for /me and the actions', async () => {
    expect((await get('anonymous', '/me')).statusCode).toBe(401);
    expect((await post('anonymous', 'buy', { kitId: 1, serverId })).statusCode).toBe(401);
    expect((await post('anonymous', 'buyRank', { rankId: 1 })).statusCode).toBe(401);
  });

  it('is created once on the first visit, with the account name and 0 credits', async () => {
    expect(await playerOf('stranger')).toBeUndefined();
    const first = await get('stranger', '/me');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      created: true,
      player: {
        name: 'Demo Stranger',
        discordName: 'Demo Stranger',
        credits: 0,
        totalCreditsEarned: 0,
        eosId: '',
      },
      creditHistory: [],
      vouchers: [],
      shopRanks: [],
      purchases: [],
    });
    const [again] = await Promise.all([get('stranger', '/me'), get('stranger', '/me')]);
    expect(again.json().created).toBe(false);
    expect(again.json().player.id).toBe(first.json().player.id);
    const rows = await t.ctx.db
      .select()
      .from(players)
      .where(eq(players.discordId, demoPersonas.stranger.discordId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.botId).toBe(t.botId);
  });

  it('shows the demo player with balance, history, voucher, rank and per-player prices', async () => {
    const me = (await get('player', '/me')).json();
    expect(me.created).toBe(false);
    expect(me.player).toMatchObject({ name: 'Demo Player', eosId: DEMO_PLAYER_EOS_ID });
    expect(me.player.credits).toBeGreaterThan(0);
    expect(me.creditHistory.at(-1)).toMatchObject({
      amount: DEMO_PLAYER_CREDITS,
      reason: 'Starting credits',
    });
    expect(me.vouchers).toEqual([{ kitId: expect.any(Number), kitName: 'Mystery Box', count: 1 }]);
    expect(me.shopRanks.map((r: { name: string }) => r.name)).toEqual(['Survivor']);
    const starter = (await get('anonymous'))
      .json()
      .kits.find((k: { name: string }) => k.name === 'Starter Set');
    expect(me.kitPrices).toContainEqual({ kitId: starter.id, price: 150 });
  });
});

describe('buying and redeeming', () => {
  it('buys a kit: delivered to the RCON server, balance lowered, history and purchase recorded', async () => {
    const k = await kit({ name: 'Saddle Pack', price: 250 });
    await setCredits('player', 1000);
    const res = await post('player', 'buy', { kitId: k.id, serverId });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      kitName: 'Saddle Pack',
      serverName: 'Portal Island',
      source: 'portal',
      price: 250,
      usedVoucher: false,
      status: 'delivered',
      refunded: false,
      results: [{ command: GIVE(DEMO_PLAYER_EOS_ID), ok: true, response: GAVE }],
    });
    expect(rcon.commands).toEqual([GIVE(DEMO_PLAYER_EOS_ID)]);
    expect((await playerOf('player'))!.credits).toBe(750);
    const me = (await get('player', '/me')).json();
    expect(me.player.credits).toBe(750);
    expect(me.creditHistory[0]).toMatchObject({
      amount: -250,
      balanceAfter: 750,
      actor: `portal:${demoPersonas.player.discordId}`,
    });
    expect(me.purchases[0]).toMatchObject({ id: p.id, status: 'delivered' });
  });

  it('charges the discounted price of the best rank the player holds', async () => {
    const [vip] = await t.ctx.db
      .select()
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, t.botId), eq(shopRanks.name, 'VIP')));
    const before = (await playerOf('player'))!;
    await t.ctx.db
      .update(players)
      .set({ roles: [...before.roles, vip!.id], credits: 1000 })
      .where(eq(players.id, before.id));
    const k = await kit({ name: 'Discounted', price: 255 });
    expect((await get('player', '/me')).json().kitPrices).toContainEqual({ kitId: k.id, price: 229 });
    const res = await post('player', 'buy', { kitId: k.id, serverId });
    expect(res.json()).toMatchObject({ price: 229, status: 'delivered' });
    expect((await playerOf('player'))!.credits).toBe(771);
    await t.ctx.db.update(players).set({ roles: before.roles }).where(eq(players.id, before.id));
  });

  it('redeems a voucher without charging, once', async () => {
    const k = await kit({ name: 'Voucher Only', isBuyable: false, price: 999 });
    const p = (await playerOf('player'))!;
    await t.ctx.db
      .update(players)
      .set({ credits: 10, kitVouchers: [...p.kitVouchers, { kitId: k.id, count: 1 }] })
      .where(eq(players.id, p.id));
    const me = (await get('player', '/me')).json();
    expect(me.vouchers).toContainEqual({ kitId: k.id, kitName: 'Voucher Only', count: 1 });
    const bought = await post('player', 'buy', { kitId: k.id, serverId });
    expect(bought.statusCode).toBe(403);
    expect(bought.json().message).toContain('can only be redeemed with a voucher');
    const res = await post('player', 'redeem', { kitId: k.id, serverId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ usedVoucher: true, price: 0, status: 'delivered' });
    const after = (await playerOf('player'))!;
    expect(after.credits).toBe(10);
    expect(after.kitVouchers.find((v) => v.kitId === k.id)).toBeUndefined();
    const again = await post('player', 'redeem', { kitId: k.id, serverId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have no voucher for "Voucher Only".');
  });

  it('answers 4xx with a readable message and changes nothing on a refused order', async () => {
    const k = await kit({ name: 'Pricey', price: 5000 });
    const choice = await kit({
      name: 'Pick One',
      price: 0,
      kitType: 'multipleChoice',
      itemGroups: [
        { index: 0, name: 'A', items: [{ index: 0, command: 'SaveWorld' }] },
        { index: 1, name: 'B', items: [{ index: 0, command: 'SaveWorld' }] },
      ],
    });
    await setCredits('player', 40);
    const cases: [unknown, number, string | RegExp][] = [
      [{ kitId: k.id, serverId }, 409, '"Pricey" costs 5000 credits, but you have only 40.'],
      [{ kitId: 99999999, serverId }, 404, 'Kit not found'],
      [{ kitId: k.id, serverId: 99999999 }, 404, 'Server not found'],
      [{ kitId: choice.id, serverId }, 400, 'Choose one of the item groups of "Pick One".'],
      [
        { kitId: choice.id, serverId, itemGroupIndex: 7 },
        400,
        'Choose one of the item groups of "Pick One".',
      ],
      [{ kitId: 'x', serverId }, 400, /./],
      [{ serverId }, 400, /./],
      [{ kitId: k.id, serverId, itemGroupIndex: -1 }, 400, /./],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('player', 'buy', payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(rcon.commands).toEqual([]);
    expect((await playerOf('player'))!.credits).toBe(40);
    const picked = await post('player', 'buy', { kitId: choice.id, serverId, itemGroupIndex: 1 });
    expect(picked.json()).toMatchObject({ status: 'delivered', itemGroupName: 'B', price: 0 });
  });

  it('marks a failed delivery as failed and refunds it', async () => {
    const [dead] = await t.ctx.db
      .insert(servers)
      .values({
        botId: t.botId,
        name: 'Offline',
        ip: '127.0.0.1',
        rconPort: 1,
        rconPassword: t.ctx.secrets.encrypt(PASS),
      })
      .returning();
    const k = await kit({ name: 'Lost Parcel', price: 30 });
    await setCredits('player', 100);
    const res = await post('player', 'buy', { kitId: k.id, serverId: dead!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', refunded: true });
    expect((await playerOf('player'))!.credits).toBe(100);
  });

  it('reads the Discord roles of the buyer for kits that require one', async () => {
    await saveSettings({ kitSettings: { enableRoleLimits: true } });
    try {
      const k = await kit({
        name: 'VIP Crate',
        price: 0,
        useRoleLimit: true,
        requiredDiscordRoleId: demoRoles.vip,
      });
      const refused = await post('player', 'buy', { kitId: k.id, serverId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You need the required Discord role to buy "VIP Crate".');
      const guild = t.discord.data.guilds.find((g) => g.id === DEMO_GUILD_ID)!;
      const roles = guild.memberRoles![demoPersonas.player.discordId]!;
      roles.push(demoRoles.vip);
      try {
        const ok = await post('player', 'buy', { kitId: k.id, serverId });
        expect(ok.json()).toMatchObject({ status: 'delivered' });
        // Discord not answering: 502 with a message, nothing charged or sent
        const token = t.discord.data.botToken;
        t.discord.data.botToken = 'rotated';
        rcon.commands.length = 0;
        const down = await post('player', 'buy', { kitId: k.id, serverId });
        t.discord.data.botToken = token;
        expect(down.statusCode).toBe(502);
        expect(down.json().message).toBe(DISCORD_ROLES_UNAVAILABLE);
        expect(rcon.commands).toEqual([]);
      } finally {
        roles.pop();
      }
      expect(t.discord.calls).toContain(
        `GET /guilds/${DEMO_GUILD_ID}/members/${demoPersonas.player.discordId}`,
      );
    } finally {
      await saveSettings({ kitSettings: { enableRoleLimits: false } });
    }
  });

  it('buys a shop rank once', async () => {
    const [vip] = await t.ctx.db
      .select()
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, t.botId), eq(shopRanks.name, 'VIP')));
    await setCredits('player', 2500);
    const res = await post('player', 'buyRank', { rankId: vip!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credits).toBe(500);
    expect(res.json().shopRanks.map((r: { name: string }) => r.name)).toContain('VIP');
    const again = await post('player', 'buyRank', { rankId: vip!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have the shop rank "VIP".');
    const survivor = (await get('anonymous'))
      .json()
      .shopRanks.find((r: { name: string }) => r.name === 'Survivor');
    const notForSale = await post('player', 'buyRank', { rankId: survivor.id });
    expect(notForSale.statusCode).toBe(403);
    expect(notForSale.json().message).toBe('The shop rank "Survivor" cannot be bought.');
  });

  it('never touches the player of another instance with the same Discord id', async () => {
    const settings = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
    settings.userPortalSettings = { isEnabled: true, isKitsEnabled: true, isShopRanksEnabled: true };
    const [other] = await t.ctx.db
      .insert(botInstances)
      .values({
        guildId: '900000000000000777',
        guildName: 'Other Cluster',
        ownerId: demoPersonas.owner.discordId,
        isShopEnabled: true,
        settings: encryptSettings(settings, t.ctx.secrets),
      })
      .returning();
    const [theirs] = await t.ctx.db
      .insert(players)
      .values({
        botId: other!.id,
        name: 'Elsewhere',
        discordName: 'elsewhere',
        discordId: demoPersonas.player.discordId,
        eosId: DEMO_PLAYER_EOS_ID,
        credits: 500,
      })
      .returning();
    const theirKit = await kit({ name: 'Their Kit', price: 10 }, other!.id);
    const k = await kit({ name: 'Our Kit', price: 10 });
    await setCredits('player', 100);
    await t.ctx.db
      .update(players)
      .set({ roles: [] })
      .where(eq(players.id, (await playerOf('player'))!.id));
    expect((await post('player', 'buy', { kitId: k.id, serverId })).json().status).toBe('delivered');
    // their kit through our portal, our server through theirs: not found, nothing charged
    expect((await post('player', 'buy', { kitId: theirKit.id, serverId })).statusCode).toBe(404);
    expect((await post('player', 'buy', { kitId: theirKit.id, serverId }, other!.guildId)).statusCode).toBe(
      404,
    );
    const mine = (await get('player', '/me', other!.guildId)).json();
    expect(mine.player).toMatchObject({ id: theirs!.id, name: 'Elsewhere', credits: 500 });
    expect(mine.purchases).toEqual([]);
    expect((await t.ctx.db.select().from(players).where(eq(players.id, theirs!.id)))[0]!.credits).toBe(500);
    expect(await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, theirs!.id))).toEqual(
      [],
    );
    expect(await t.ctx.db.select().from(purchases).where(eq(purchases.botId, other!.id))).toEqual([]);
    expect((await playerOf('player'))!.credits).toBe(90);
  });

  it('limits the actions per user', async () => {
    for (let i = 0; i < PORTAL_RATE_LIMIT; i++)
      expect((await post('viewer', 'buy', { kitId: 99999999, serverId })).statusCode).toBe(404);
    const limited = await post('viewer', 'redeem', { kitId: 99999999, serverId });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(PORTAL_RATE_MESSAGE);
    // another user is not limited
    expect((await post('manager', 'buy', { kitId: 99999999, serverId })).statusCode).toBe(404);
  });
});
