import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playtimeCredits } from '@asa/server/db';
import { botTexts } from '../src/lib/texts';
import { createBotTest, user, type BotTest } from './helpers/bot-harness';

/** Issue 37 in Discord: /balance says what playtime credits gave today (only while on); /kits shows a random kit's odds. */
let b: BotTest;
const player = user(75);

beforeAll(async () => {
  b = await createBotTest();
});
afterAll(async () => b?.close());

describe('/balance with playtime credits', () => {
  it('adds "+N today from playtime" while playtime credits are on', async () => {
    const p = await b.addPlayer(player, { credits: 120 });
    expect((await b.slash(player, 'balance', {})).content).toBe(botTexts.balance(120));
    await b.setSettings({ playtimeSettings: { isEnabled: true } });
    expect((await b.slash(player, 'balance', {})).content).toBe(
      `${botTexts.balance(120)} ${botTexts.playtimeToday(0)}`,
    );
    // the job's row of a credited interval today (its ledger entry is what the job writes; only the sum is read)
    await b.ctx.db.insert(playtimeCredits).values({
      botId: p.botId,
      playerId: p.id,
      day: b.ctx.now().toISOString().slice(0, 10),
      onlineMinute: 15,
      amount: 20,
    });
    expect((await b.slash(player, 'balance', {})).content).toBe(
      `${botTexts.balance(120)} ${botTexts.playtimeToday(20)}`,
    );
  });
});

describe('/kits with a random kit', () => {
  it("shows the kit's odds after its price", async () => {
    await b.addKit({
      name: 'Loot Crate',
      description: 'A surprise',
      price: 40,
      kitType: 'random',
      itemGroups: [
        { index: 0, name: 'Rex', items: [{ index: 0, command: 'a' }], weight: 1 },
        { index: 1, name: 'Raptor', items: [{ index: 0, command: 'b' }], weight: 3 },
      ],
    });
    const res = await b.slash(player, 'kits', {});
    expect(res.content).toContain(
      `**Loot Crate** (${botTexts.kitPrice(40)}) A surprise Odds: Rex 25%, Raptor 75%`,
    );
  });
});
