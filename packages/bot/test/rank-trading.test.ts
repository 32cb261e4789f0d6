import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessages } from '@asa/domain';
import { shopRanks } from '@asa/server/db';
import { botTexts } from '../src/lib/texts';
import { createBotTest, GUILD_ID, roles, user, type BotTest } from './helpers/bot-harness';

let b: BotTest;
let rankId: number;
const buyer = user(60);
const friend = user(61);
beforeAll(async () => {
  b = await createBotTest();
  const [rank] = await b.ctx.db
    .insert(shopRanks)
    .values({
      botId: b.botId,
      name: 'Tamer',
      description: 'x',
      roleMode: 'bot',
      assignDiscordRoleId: roles.tribeLeader,
      buyRoleEnabled: true,
      buyRolePrice: 300,
    })
    .returning();
  rankId = rank!.id;
});
afterAll(async () => b?.close());

describe('/buyrank and /traderank', () => {
  it('buys a rank for its price, mirrors the Discord role, and refuses a second purchase', async () => {
    await b.setSettings({ shopRoleSettings: { isBuyingEnabled: true } });
    await b.addPlayer(buyer, { credits: 500 });
    const guild = b.data.guilds.find((g) => g.id === GUILD_ID)!;
    const bought = await b.slash(buyer, 'buyrank', { rank: 'tamer' });
    expect(bought.content).toBe(botTexts.rankBought('Tamer', 200));
    expect(bought.ephemeral).toBe(true);
    expect((await b.player(buyer))!.roles).toContain(rankId);
    expect(guild.memberRoles?.[buyer.id]).toContain(roles.tribeLeader);
    const again = await b.slash(buyer, 'buyrank', { rank: String(rankId) });
    expect(again.content).toBe(shopMessages.rankAlreadyHeld('Tamer'));
    expect((await b.player(buyer))!.credits).toBe(200);
  });

  it('refuses buying while rank buying is off, changing nothing', async () => {
    await b.setSettings({ shopRoleSettings: { isBuyingEnabled: false } });
    await b.addPlayer(friend, { credits: 1000 });
    expect((await b.slash(friend, 'buyrank', { rank: 'Tamer' })).content).toBe(
      shopMessages.rankBuyingDisabled,
    );
    expect((await b.player(friend))!).toMatchObject({ credits: 1000, roles: [] });
  });

  it('trades a rank to another player only when trading is allowed, moving the Discord role', async () => {
    await b.setSettings({ shopRoleSettings: { isRoleTradingAllowed: false } });
    const refused = await b.slash(buyer, 'traderank', { rank: 'Tamer', user: friend });
    expect(refused.content).toBe(shopMessages.tradingNotAllowed);
    expect((await b.player(buyer))!.roles).toContain(rankId);

    await b.setSettings({ shopRoleSettings: { isRoleTradingAllowed: true } });
    const traded = await b.slash(buyer, 'traderank', { rank: 'Tamer', user: friend });
    expect(traded.content).toBe(botTexts.rankTraded('Tamer', `<@${friend.id}>`));
    expect((await b.player(buyer))!.roles).not.toContain(rankId);
    expect((await b.player(friend))!.roles).toContain(rankId);
    const guild = b.data.guilds.find((g) => g.id === GUILD_ID)!;
    expect(guild.memberRoles?.[friend.id]).toContain(roles.tribeLeader);
    expect(guild.memberRoles?.[buyer.id] ?? []).not.toContain(roles.tribeLeader);
    // the buyer no longer holds it
    const twice = await b.slash(buyer, 'traderank', { rank: 'Tamer', user: friend });
    expect(twice.content).toBe(shopMessages.playerLacksRank(buyer.username, 'Tamer'));
  });
});
