import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { kits, purchases } from '../../db/schema';
import { runInGameReaders } from '../in-game-shop/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
});
afterAll(async () => t?.close());

describe('demo: the in-game shop on the demo game server', () => {
  it('a line said as the demo player is read, bought through the engine and shows as In-game', async () => {
    const [kit] = await t.ctx.db
      .select()
      .from(kits)
      .where(and(eq(kits.botId, t.botId), eq(kits.isBuyable, true), eq(kits.kitType, 'normal')))
      .orderBy(asc(kits.price))
      .limit(1);
    // the demo's seeded history holds in-game purchases already: only the new one counts
    const inGame = () =>
      t.ctx.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.botId, t.botId), eq(purchases.source, 'in-game')));
    const seen = new Set((await inGame()).map((p) => p.id));
    const said = await t.call('player', {
      method: 'POST',
      url: '/api/demo/say',
      payload: { text: `+buy ${kit!.id}` },
    });
    expect(said.json()).toEqual({ said: true });
    expect(
      (await t.call('player', { method: 'POST', url: '/api/demo/say', payload: { text: '' } })).statusCode,
    ).toBe(400);
    await runInGameReaders(t.ctx);
    const bought = (await inGame()).filter((p) => !seen.has(p.id));
    expect(bought).toEqual([
      expect.objectContaining({ kitId: kit!.id, status: 'delivered', serverName: 'The Island' }),
    ]);
  });
});
