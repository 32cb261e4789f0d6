/**
 * Issue 33: a gift used up the recipient's buy limit, so anyone could stop a player from buying a limited kit
 * by gifting it to them (griefing). Now a gift counts toward its BUYER's limit, never the recipient's
 * (docs/decisions/2026-11-28-gifts-and-buy-limits.md). Real HTTP through the portal routes, the real TCP
 * RCON fake delivering, the real database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPlayer } from '../../src/db/factories';
import { demoPersonas } from '../../src/features/demo/personas';
import { createPortalWorld, type PortalWorld } from '../../src/features/portal/test-fixtures';

let w: PortalWorld;
let griefer = 0;
beforeAll(async () => {
  w = await createPortalWorld();
  await w.saveSettings({ kitSettings: { enableBuyLimits: true } });
  // the griefer: a registered player of the instance with plenty of credits (the viewer's Discord account)
  griefer = (
    await insertPlayer(w.t.ctx.db, w.t.botId, {
      name: 'Griefer',
      discordId: demoPersonas.viewer.discordId,
      credits: 10_000,
    })
  ).id;
});
afterAll(async () => w?.close());
beforeEach(() => w.startTest());

const limited = (maxBuys: number) =>
  w.kit({ name: `Limited ${maxBuys}`, price: 10, useBuyLimit: true, maxBuys, resetAt: 'daily' });

describe('gifts and the recipient buy limit', () => {
  it('a gift to a player at their limit still succeeds', async () => {
    const kit = await limited(1);
    await w.setCredits('player', 500);
    const victim = (await w.playerOf('player'))!;
    const own = await w.post('player', 'buy', { kitId: kit.id, serverId: w.serverId });
    expect(own.statusCode, own.body).toBe(200);
    const again = await w.post('player', 'buy', { kitId: kit.id, serverId: w.serverId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('buy_limit');

    const gift = await w.post('viewer', 'buy', { kitId: kit.id, serverId: w.serverId, giftTo: victim.id });
    expect(gift.statusCode, gift.body).toBe(200);
    expect(gift.json()).toMatchObject({ status: 'delivered', playerId: victim.id });
  });

  it("a griefer cannot use up someone's limit by gifting; the recipient still buys up to their own limit", async () => {
    const kit = await limited(2);
    await w.setCredits('player', 500);
    const victim = (await w.playerOf('player'))!;
    // the griefer gifts until their OWN limit stops them (a gift counts toward the buyer)
    const gifts = [];
    for (let i = 0; i < 3; i++)
      gifts.push(await w.post('viewer', 'buy', { kitId: kit.id, serverId: w.serverId, giftTo: victim.id }));
    expect(gifts.map((g) => g.statusCode)).toEqual([200, 200, 409]);
    expect(gifts[2]!.json()).toMatchObject({ code: 'buy_limit' });
    expect(gifts[2]!.json().message).toMatch(/^You have reached the limit of 2 purchases/);

    // the victim's limit is whole: two purchases of their own, then refused
    const buys = [];
    for (let i = 0; i < 3; i++)
      buys.push(await w.post('player', 'buy', { kitId: kit.id, serverId: w.serverId }));
    expect(buys.map((b) => b.statusCode)).toEqual([200, 200, 409]);
    expect(buys[2]!.json().code).toBe('buy_limit');

    // the portal shows each their own count: the gifts are the griefer's, the purchases the victim's
    const used = async (p: 'player' | 'viewer') =>
      ((await w.get(p, '/me')).json().buyLimits as { kitId: number; used: number }[]).find(
        (l) => l.kitId === kit.id,
      )?.used;
    expect(await used('player')).toBe(2);
    expect(await used('viewer')).toBe(2);
    expect((await w.get('viewer', '/me')).json().player.id).toBe(griefer);
  });
});
