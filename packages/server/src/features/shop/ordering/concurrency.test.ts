import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import { purchases } from '../../../db/schema';
import { buyKit, ShopError } from '..';
import { createShopWorld, group, type ShopWorld } from '../fixtures';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

describe('concurrent purchases', () => {
  it(
    '200 parallel buyKit calls by one player never overspend and match the history',
    { timeout: 120_000 },
    async () => {
      const START = 1000;
      const PRICE = 7;
      const kit = await w.addKit({
        name: 'Rush',
        price: PRICE,
        itemGroups: [group(0, 'R', ['Give {eos_id} rush'])],
      });
      const p = await w.addPlayer({ credits: START });
      w.rcon.commands.splice(0);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, () =>
          buyKit(w.t.ctx, {
            botId: w.botId,
            playerId: p.id,
            kitId: kit.id,
            serverId: w.servers.island,
            source: 'api',
            actor: 'rush',
          }),
        ),
      );
      const ok = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(ok.length).toBe(Math.floor(START / PRICE)); // 142: exactly as many as the balance pays for
      for (const r of refused) {
        expect(r.reason).toBeInstanceOf(ShopError);
        expect((r.reason as ShopError).code).toBe('not_enough_credits');
      }
      for (const o of ok) expect(o.value.status).toBe('delivered');

      const after = await w.player(p.id);
      expect(after.credits).toBe(START - PRICE * ok.length);
      expect(after.credits).toBeGreaterThanOrEqual(0);
      expect(after.boughtKits).toHaveLength(ok.length);

      // the history is one -PRICE row per success, each balance exactly PRICE below the one before
      const history = await w.history(p.id);
      expect(history).toHaveLength(ok.length);
      let balance = START;
      for (const h of history) {
        balance -= PRICE;
        expect([h.amount, h.balanceAfter, h.reason]).toEqual([-PRICE, balance, 'Bought kit Rush']);
      }
      expect(balance).toBe(after.credits);
      const rows = await w.t.ctx.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.playerId, p.id), eq(purchases.kitId, kit.id)));
      expect(rows).toHaveLength(ok.length);
      expect(w.rcon.commands.filter((c) => c.endsWith(' rush'))).toHaveLength(ok.length);
      expect(shopMessages.notEnoughCredits('Rush', PRICE, after.credits)).toBe(
        (refused.at(-1)!.reason as ShopError).message,
      );
    },
  );

  it('a buy limit holds under 30 parallel purchases (the count is taken under the player lock)', async () => {
    const kit = await w.addKit({ name: 'Once', price: 1, useBuyLimit: true, maxBuys: 3, resetAt: 'never' });
    const p = await w.addPlayer({ credits: 1000 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        buyKit(w.t.ctx, {
          botId: w.botId,
          playerId: p.id,
          kitId: kit.id,
          serverId: w.servers.island,
          source: 'discord',
          actor: 'rush',
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes)
      if (o.status === 'rejected') expect((o.reason as ShopError).code).toBe('buy_limit');
    expect((await w.player(p.id)).credits).toBe(997);
  });
});
