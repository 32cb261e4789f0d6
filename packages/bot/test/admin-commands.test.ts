import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { messages, shopMessages } from '@asa/domain';
import { creditHistory, servers, shopRanks } from '@asa/server/db';
import { CREDIT_REASON } from '../src/commands/credit';
import { customIds } from '../src/lib/custom-ids';
import { botTexts } from '../src/lib/texts';
import { createBotTest, GUILD_ID, roles, user, type BotTest } from './helpers/bot-harness';

let b: BotTest;
const admin = user(40, [roles.admin]);
const target = user(41);
const historyOf = async (playerId: number) =>
  b.ctx.db
    .select()
    .from(creditHistory)
    .where(eq(creditHistory.playerId, playerId))
    .orderBy(desc(creditHistory.id));

beforeAll(async () => {
  b = await createBotTest();
  await b.setSettings({
    commandSettings: {
      creditCommandAccessRole: roles.admin,
      giftCommandAccessRole: roles.admin,
      roleCommandAccessRole: roles.admin,
      voteCommandAccessRole: roles.admin,
    },
  });
});
afterAll(async () => b?.close());

describe('/credit', () => {
  it('adds credits with a credit-history row naming the admin and the reason', async () => {
    const p = await b.addPlayer(target, { credits: 100 });
    const a = await b.slash(admin, 'credit', { user: target, amount: 50, reason: 'Event winner' });
    expect(a.content).toBe(botTexts.credited(`<@${target.id}>`, 50, 150));
    expect(a.ephemeral).toBe(true);
    const row = await b.player(target);
    expect(row).toMatchObject({ credits: 150, totalCreditsEarned: 50 });
    expect((await historyOf(p.id))[0]).toMatchObject({
      amount: 50,
      balanceAfter: 150,
      reason: 'Event winner',
      actor: `${admin.username} (${admin.id}) via Discord`,
    });
  });

  it('takes credits with a negative amount (default reason)', async () => {
    const a = await b.slash(admin, 'credit', { user: target, amount: -30 });
    expect(a.content).toBe(botTexts.credited(`<@${target.id}>`, -30, 120));
    const p = (await b.player(target))!;
    expect(p).toMatchObject({ credits: 120, totalCreditsEarned: 50 });
    expect((await historyOf(p.id))[0]).toMatchObject({ amount: -30, reason: CREDIT_REASON });
  });

  it('refuses to go below 0 and writes nothing', async () => {
    const p = (await b.player(target))!;
    const before = (await historyOf(p.id)).length;
    const a = await b.slash(admin, 'credit', { user: target, amount: -121 });
    expect(a.content).toBe(messages.creditsBelowZero);
    expect((await b.player(target))!.credits).toBe(120);
    expect(await historyOf(p.id)).toHaveLength(before);
  });

  it('refuses 0 and unregistered members', async () => {
    expect((await b.slash(admin, 'credit', { user: target, amount: 0 })).content).toBe(botTexts.creditZero);
    const stranger = user(49);
    expect((await b.slash(admin, 'credit', { user: stranger, amount: 5 })).content).toBe(
      botTexts.targetNotRegistered(`<@${stranger.id}>`),
    );
  });
});

describe('/gift', () => {
  it('grants vouchers that the player then redeems with /redeem', async () => {
    const kit = await b.addKit({ name: 'Birthday Box', isBuyable: false });
    const [island] = await b.ctx.db
      .select()
      .from(servers)
      .where(and(eq(servers.botId, b.botId), eq(servers.name, 'The Island')));
    const a = await b.slash(admin, 'gift', { user: target, kit: 'Birthday Box', count: 2 });
    expect(a.content).toBe(botTexts.gifted(`<@${target.id}>`, 2, 'Birthday Box'));
    expect((await b.player(target))!.kitVouchers).toEqual([{ kitId: kit.id, count: 2 }]);
    const credits = (await b.player(target))!.credits;
    const done = await b.select(target, customIds.server('r', kit.id, 0), [String(island!.id)]);
    expect(done.content).toBe(botTexts.delivered('Birthday Box', 'The Island', botTexts.paidVoucher));
    expect((await b.player(target))!).toMatchObject({ credits, kitVouchers: [{ kitId: kit.id, count: 1 }] });
  });

  it('autocompletes every kit of the instance (also the ones only vouchers can give)', async () => {
    const ac = await b.autocomplete(admin, 'gift', 'kit', 'birthday', { user: target.id });
    expect(ac.choices.map((c) => c.name)).toEqual(['Birthday Box']);
  });

  it('refuses an unknown kit', async () => {
    expect((await b.slash(admin, 'gift', { user: target, kit: 'Nope' })).content).toBe(botTexts.kitNotFound);
  });
});

describe('/shoproleadd and /shoproleremove', () => {
  it('gives and takes a rank; a rank mirrored to a Discord role changes the member’s role too', async () => {
    const [rank] = await b.ctx.db
      .insert(shopRanks)
      .values({
        botId: b.botId,
        name: 'Tamer',
        description: 'x',
        roleMode: 'bot',
        assignDiscordRoleId: roles.tribeLeader,
      })
      .returning();
    const guild = b.data.guilds.find((g) => g.id === GUILD_ID)!;
    const add = await b.slash(admin, 'shoproleadd', { user: target, rank: 'tamer' });
    expect(add.content).toBe(botTexts.rankAdded(`<@${target.id}>`, 'Tamer'));
    expect((await b.player(target))!.roles).toContain(rank!.id);
    expect(guild.memberRoles?.[target.id]).toContain(roles.tribeLeader);

    const again = await b.slash(admin, 'shoproleadd', { user: target, rank: String(rank!.id) });
    expect(again.content).toBe(shopMessages.playerHasRank(target.username, 'Tamer'));

    const remove = await b.slash(admin, 'shoproleremove', { user: target, rank: String(rank!.id) });
    expect(remove.content).toBe(botTexts.rankRemoved(`<@${target.id}>`, 'Tamer'));
    expect((await b.player(target))!.roles).not.toContain(rank!.id);
    expect(guild.memberRoles?.[target.id]).not.toContain(roles.tribeLeader);

    const none = await b.slash(admin, 'shoproleremove', { user: target, rank: String(rank!.id) });
    expect(none.content).toBe(shopMessages.playerLacksRank(target.username, 'Tamer'));
  });

  it('refuses an unknown rank and autocompletes ranks', async () => {
    expect((await b.slash(admin, 'shoproleadd', { user: target, rank: 'Nope' })).content).toBe(
      botTexts.rankNotFound,
    );
    const ac = await b.autocomplete(admin, 'shoproleadd', 'rank', 'ta', { user: target.id });
    expect(ac.choices.map((c) => c.name)).toEqual(['Tamer']);
  });
});

describe('/votestats for another member', () => {
  it('answers the other member’s statistics for the allowed role', async () => {
    const a = await b.slash(admin, 'votestats', { user: target });
    expect(a.content).toBe(
      botTexts.voteStats(
        `<@${target.id}>`,
        { total: 0, last30Days: 0, creditsEarned: 0 },
        'ark-servers.net: 0, deutsche-arkserver.de: 0',
      ),
    );
    const stranger = user(48);
    expect((await b.slash(admin, 'votestats', { user: stranger })).content).toBe(
      botTexts.targetNotRegistered(`<@${stranger.id}>`),
    );
  });
});
