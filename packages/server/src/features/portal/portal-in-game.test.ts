import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inGameLinkCodes } from '../../db/schema';
import { IN_GAME_SHOP_OFF } from './routes';
import { createPortalWorld, type PortalWorld } from './test-fixtures';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(async () => {
  await w?.close();
});
beforeEach(() => w.startTest());

describe('the in-game shop on the portal (link code)', () => {
  it('tells the portal nothing and gives no code while the owner has the in-game shop off', async () => {
    await w.saveSettings({ inGameShopSettings: { isEnabled: false } });
    expect((await w.get('player', '/me')).json().inGameShop).toBeNull();
    const res = await w.post('player', 'linkCode', undefined);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(IN_GAME_SHOP_OFF);
    const player = (await w.playerOf('player'))!;
    expect(
      await w.t.ctx.db.select().from(inGameLinkCodes).where(eq(inGameLinkCodes.playerId, player.id)),
    ).toEqual([]);
  });

  it('switched on: the portal gets the commands as typed in game, and a one-time code', async () => {
    await w.saveSettings({ inGameShopSettings: { isEnabled: true, prefix: '!', linkCommand: 'verbinden' } });
    expect((await w.get('player', '/me')).json().inGameShop).toEqual({
      link: '!verbinden',
      shop: '!shop',
      buy: '!buy',
      bal: '!bal',
    });
    const res = await w.post('player', 'linkCode', undefined);
    expect(res.statusCode, res.body).toBe(200);
    const { code } = res.json();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const player = (await w.playerOf('player'))!;
    expect(
      await w.t.ctx.db
        .select()
        .from(inGameLinkCodes)
        .where(and(eq(inGameLinkCodes.playerId, player.id), eq(inGameLinkCodes.code, code))),
    ).toHaveLength(1);
  });
});
