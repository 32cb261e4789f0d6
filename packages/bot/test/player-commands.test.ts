import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@asa/domain';
import { botInstances, kits, players, shopRanks, votes } from '@asa/server/db';
import { botTexts } from '../src/lib/texts';
import { createBotTest, user, type BotTest } from './helpers/bot-harness';

let b: BotTest;
beforeAll(async () => {
  b = await createBotTest();
});
afterAll(async () => b?.close());

const EOS = '12345678901234567890123456789012';
const STEAM = '76561198000000001';
const countPlayers = async (discordId: string) =>
  (
    await b.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, b.botId), eq(players.discordId, discordId)))
  ).length;

describe('/register', () => {
  const u = user(10);

  it('is refused while commandSettings.enableRegisterCommand is off, and nothing is stored', async () => {
    await b.setSettings({ commandSettings: { enableRegisterCommand: false } });
    const a = await b.slash(u, 'register', { eos_id: EOS });
    expect(a.content).toBe(botTexts.registerOff);
    expect(a.ephemeral).toBe(true);
    expect(await countPlayers(u.id)).toBe(0);
    // the not-registered hint then points to an admin instead of /register
    expect((await b.slash(u, 'balance')).content).toBe(botTexts.notRegisteredNoCommand);
  });

  it('needs an EOS or Steam id', async () => {
    await b.setSettings({ commandSettings: { enableRegisterCommand: true } });
    expect((await b.slash(u, 'register')).content).toBe(botTexts.registerNeedsId);
  });

  it('refuses ids that break the player rules, with the dashboard messages', async () => {
    expect((await b.slash(u, 'register', { eos_id: '1234' })).content).toBe(messages.eosId);
    expect((await b.slash(u, 'register', { steam_id: '7656119800000000X' })).content).toBe(messages.steamId);
    expect((await b.slash(u, 'register', { eos_id: 'abc', steam_id: '123' })).content).toBe(
      `${messages.steamId} ${messages.eosId}`,
    );
    expect(await countPlayers(u.id)).toBe(0);
  });

  it('creates the player with the Discord id and name, and starts at 0 credits', async () => {
    const a = await b.slash(u, 'register', { eos_id: EOS });
    expect(a.content).toBe(botTexts.registered(u.username, `EOS ID: ${EOS}.`));
    const p = await b.player(u);
    expect(p).toMatchObject({
      name: u.username,
      discordId: u.id,
      discordName: u.username,
      eosId: EOS,
      steamId: '',
    });
    expect(p!.credits).toBe(0);
  });

  it('updates the same player later, keeping the id not given', async () => {
    const before = await b.player(u);
    const a = await b.slash(u, 'register', { steam_id: STEAM });
    expect(a.content).toBe(botTexts.registered(u.username, `EOS ID: ${EOS}. Steam ID: ${STEAM}.`));
    const after = await b.player(u);
    expect(after).toMatchObject({ id: before!.id, eosId: EOS, steamId: STEAM });
    expect(await countPlayers(u.id)).toBe(1);
  });

  it('refuses an EOS or Steam id another player already has', async () => {
    const other = user(18);
    await b.addPlayer(other, { eosId: '98765432109876543210987654321098', steamId: '76561198000000099' });
    const v = user(19);
    expect((await b.slash(v, 'register', { eos_id: '98765432109876543210987654321098' })).content).toBe(
      botTexts.idTaken('EOS ID'),
    );
    expect((await b.slash(v, 'register', { steam_id: '76561198000000099' })).content).toBe(
      botTexts.idTaken('Steam ID'),
    );
    expect(await countPlayers(v.id)).toBe(0);
    // re-registering one's own ids is fine
    expect((await b.slash(u, 'register', { eos_id: EOS })).content).toMatch(/^You are registered/);
  });

  it('links a player an admin created on the dashboard instead of adding a second one', async () => {
    const v = user(11);
    const created = await b.addPlayer(v, { name: 'Dashboard Name', credits: 40 });
    const eos = '55555555555555555555555555555555';
    await b.slash(v, 'register', { eos_id: eos });
    expect(await b.player(v)).toMatchObject({
      id: created.id,
      name: 'Dashboard Name',
      eosId: eos,
      credits: 40,
    });
    expect(await countPlayers(v.id)).toBe(1);
  });
});

describe('/balance', () => {
  it('shows credits and vouchers of the caller', async () => {
    const u = user(12);
    const kit = await b.addKit({ name: 'Voucher Kit' });
    await b.addPlayer(u, { credits: 250, kitVouchers: [{ kitId: kit.id, count: 2 }] });
    const a = await b.slash(u, 'balance');
    expect(a.content).toBe(`${botTexts.balance(250)} ${botTexts.vouchers('2 x Voucher Kit')}`);
    expect(a.ephemeral).toBe(true);
  });

  it('tells an unregistered member how to register', async () => {
    expect((await b.slash(user(13), 'balance')).content).toBe(botTexts.notRegistered);
  });

  it('answers that the shop is not set up when the guild has no active instance', async () => {
    await b.ctx.db.update(botInstances).set({ isActive: false }).where(eq(botInstances.id, b.botId));
    try {
      expect((await b.slash(user(12), 'balance')).content).toBe(botTexts.noInstance);
    } finally {
      await b.ctx.db.update(botInstances).set({ isActive: true }).where(eq(botInstances.id, b.botId));
    }
  });
});

describe('/kits', () => {
  it('lists enabled, buyable kits with the caller’s discounted price', async () => {
    await b.addKit({ name: 'Hidden Kit', isEnabled: false });
    await b.addKit({ name: 'Voucher Only', isBuyable: false });
    const [vip] = await b.ctx.db
      .select()
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, b.botId), eq(shopRanks.name, 'VIP')));
    const u = user(14);
    await b.addPlayer(u, { roles: [vip!.id] });
    const [starter] = await b.ctx.db
      .select()
      .from(kits)
      .where(and(eq(kits.botId, b.botId), eq(kits.name, 'Starter Set')));
    const a = await b.slash(u, 'kits');
    const discounted = Math.floor((starter!.price * (100 - vip!.discount)) / 100);
    expect(a.content).toContain(`**Starter Set** (~~${starter!.price}~~ ${discounted} credits)`);
    expect(a.content).not.toContain('Hidden Kit');
    expect(a.content).not.toContain('Voucher Only');
    // without ranks (or unregistered) the list price shows
    expect((await b.slash(user(15), 'kits')).content).toContain(
      `**Starter Set** (${starter!.price} credits)`,
    );
  });
});

describe('/votestats for oneself', () => {
  it('counts the caller’s votes per site, the last 30 days and the credits', async () => {
    const u = user(16);
    const p = await b.addPlayer(u);
    const now = b.ctx.now().getTime();
    await b.ctx.db.insert(votes).values([
      {
        botId: b.botId,
        playerId: p.id,
        site: 'ark-servers.net',
        voteRef: 'a1',
        credits: 5,
        votedAt: new Date(now - 86_400_000),
      },
      {
        botId: b.botId,
        playerId: p.id,
        site: 'ark-servers.net',
        voteRef: 'a2',
        credits: 5,
        votedAt: new Date(now - 40 * 86_400_000),
      },
      {
        botId: b.botId,
        playerId: p.id,
        site: 'deutsche-arkserver.de',
        voteRef: 'd1',
        credits: 7,
        votedAt: new Date(now),
      },
    ]);
    const a = await b.slash(u, 'votestats');
    expect(a.content).toBe(
      botTexts.voteStats(
        'you',
        { total: 3, last30Days: 2, creditsEarned: 17 },
        'ark-servers.net: 2, deutsche-arkserver.de: 1',
      ),
    );
  });

  it('asks an unregistered member to register', async () => {
    expect((await b.slash(user(17), 'votestats')).content).toBe(botTexts.notRegistered);
  });
});
