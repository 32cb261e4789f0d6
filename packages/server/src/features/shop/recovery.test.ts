import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchases } from '../../db/schema';
import { buyKit, retryPurchase } from './engine';
import { createShopWorld, EOS, group, type ShopWorld } from './fixtures';
import { INTERRUPTED, recoverStalePurchases, STALE_PENDING_MINUTES } from './recovery';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

describe('purchases cut off by a restart', () => {
  it('refunds a purchase left pending, once, and a retry sends only the unconfirmed commands', async () => {
    const kit = await w.addKit({
      name: 'Cut',
      price: 50,
      itemGroups: [group(0, 'G', ['A {eos_id}', 'B {eos_id}'])],
    });
    const p = await w.addPlayer({ name: 'Crash', credits: 100 });
    w.setClock('2026-11-23T10:00:00Z');
    const view = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: w.servers.island,
      source: 'discord',
      actor: 'test',
    });
    // as if the process died after the charge and the first command: pending, A confirmed, B not
    await w.t.ctx.db
      .update(purchases)
      .set({
        status: 'pending',
        deliveredAt: null,
        results: [
          { command: `A ${EOS}`, ok: true, response: view.results[0]!.response },
          { command: `B ${EOS}`, ok: false, response: '' },
        ],
      })
      .where(eq(purchases.id, view.id));
    // not stale yet
    w.setClock(`2026-11-23T10:${String(STALE_PENDING_MINUTES - 1).padStart(2, '0')}:00Z`);
    expect(await recoverStalePurchases(w.t.ctx)).toBe(0);
    w.setClock('2026-11-23T11:00:00Z');
    const [first, second] = await Promise.all([
      recoverStalePurchases(w.t.ctx),
      recoverStalePurchases(w.t.ctx),
    ]);
    expect(first + second).toBe(1);
    const failed = await w.purchase(view.id);
    expect(failed).toMatchObject({ status: 'failed', refunded: true, error: INTERRUPTED });
    expect((await w.player(p.id)).credits).toBe(100);
    expect((await w.ownerNotifications()).at(-1)!.message).toMatch(
      /^Kit "Cut" could not be delivered to Crash/,
    );
    // the retry charges again and sends B only
    const sent = w.rcon.commands.length;
    const retried = await retryPurchase(w.t.ctx, { botId: w.botId, purchaseId: view.id, actor: 'admin' });
    expect(retried.status).toBe('delivered');
    expect(w.rcon.commands.slice(sent)).toEqual([`B ${EOS}`]);
    expect((await w.player(p.id)).credits).toBe(50);
    w.setClock();
  });
});
