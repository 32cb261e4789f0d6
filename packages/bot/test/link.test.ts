import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inGameLinkCodes } from '@asa/server/db';
import { botTexts } from '../src/lib/texts';
import { createBotTest, user, type BotTest } from './helpers/bot-harness';

let b: BotTest;
beforeAll(async () => {
  b = await createBotTest();
});
afterAll(async () => b?.close());

describe('/link', () => {
  it('is refused while the in-game shop is off', async () => {
    await b.setSettings({ inGameShopSettings: { isEnabled: false } });
    const a = await b.slash(user(30), 'link');
    expect(a.content).toBe(botTexts.inGameShopOff);
  });

  it('gives a registered player a one-time code to type in game, privately', async () => {
    await b.setSettings({ inGameShopSettings: { isEnabled: true, prefix: '!', linkCommand: 'verbinden' } });
    expect((await b.slash(user(31), 'link')).content).toBe(botTexts.notRegistered);
    const player = await b.addPlayer(user(31), {});
    const a = await b.slash(user(31), 'link');
    expect(a.ephemeral).toBe(true);
    const code = /`!verbinden ([A-Z0-9]{6})`/.exec(a.content)?.[1];
    expect(code).toBeDefined();
    const rows = await b.ctx.db.select().from(inGameLinkCodes).where(eq(inGameLinkCodes.playerId, player.id));
    expect(rows).toEqual([expect.objectContaining({ code, usedAt: null })]);
    // a new code replaces the unused old one
    await b.slash(user(31), 'link');
    expect(
      await b.ctx.db.select().from(inGameLinkCodes).where(eq(inGameLinkCodes.playerId, player.id)),
    ).toHaveLength(1);
  });
});
