import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { purchaseCommands, purchases } from '../../../db/schema';
import { chargeAtOnce, type ChargeAtOnce } from './charge-at-once';
import { createShopWorld, type ShopWorld } from '../fixtures';
import { purchaseEntry } from './payment';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

/** An order of `playerId` for kit `kitId` on the island server, claimed by worker `w1`. */
function anOrder(playerId: number, kitId: number, over: Partial<ChargeAtOnce> = {}): ChargeAtOnce {
  const now = new Date('2026-11-24T10:00:00.123Z');
  return {
    playerId,
    seenRoles: [],
    price: 300,
    entry: purchaseEntry('Once', 'test', playerId),
    now,
    purchase: {
      botId: w.botId,
      kitId,
      kitName: 'Once',
      serverId: w.servers.island,
      serverName: 'The Island',
      source: 'api',
      price: 300,
      usedVoucher: false,
      itemGroupName: 'Default',
      status: 'delivering',
      mustBeOnline: true,
      idempotencyKey: null,
      createdAt: now,
      attemptedAt: now,
      leaseOwner: 'w1',
      leaseUntil: new Date(now.getTime() + 60_000),
      attempts: 1,
    },
    commands: [
      { position: 0, command: 'GiveItem "a" 1', template: '', status: 'sending', sentAt: now },
      { position: 1, command: 'GiveItem "b" 2', template: '', status: 'pending', sentAt: null },
    ],
    ...over,
  };
}

const rowsOf = async (playerId: number) =>
  w.t.ctx.db.select().from(purchases).where(eq(purchases.playerId, playerId));

describe('chargeAtOnce: the common order in one statement', () => {
  it('charges, writes the history, the purchase and its commands exactly as a select reads them', async () => {
    const kit = await w.addKit({ name: 'Once', price: 300 });
    const p = await w.addPlayer({ credits: 1000 });
    const done = await chargeAtOnce(w.t.ctx.db, anOrder(p.id, kit.id));
    expect(done).not.toBeNull();
    // what the statement answers is what the database holds, mapped the way drizzle maps its selects
    expect(done!.row).toEqual(await w.purchase(done!.row.id));
    expect(done!.row).toMatchObject({ playerId: p.id, playerName: p.name, status: 'delivering', price: 300 });
    const cmds = await w.t.ctx.db
      .select()
      .from(purchaseCommands)
      .where(eq(purchaseCommands.purchaseId, done!.row.id))
      .orderBy(asc(purchaseCommands.position));
    expect(done!.cmds).toEqual(cmds);
    expect(cmds.map((c) => [c.command, c.status])).toEqual([
      ['GiveItem "a" 1', 'sending'],
      ['GiveItem "b" 2', 'pending'],
    ]);
    expect((await w.player(p.id)).credits).toBe(700);
    const history = await w.history(p.id);
    expect(history.map((h) => [h.amount, h.balanceAfter, h.reason, h.actor])).toEqual([
      [-300, 700, 'Bought kit Once', 'test'],
    ]);
  });

  it('a free kit writes no history row', async () => {
    const kit = await w.addKit({ name: 'Once', price: 0 });
    const p = await w.addPlayer({ credits: 0 });
    const done = await chargeAtOnce(w.t.ctx.db, anOrder(p.id, kit.id, { price: 0 }));
    expect(done).not.toBeNull();
    expect(await w.history(p.id)).toEqual([]);
    expect((await w.player(p.id)).credits).toBe(0);
  });

  it('changes nothing when the balance is short, the ranks changed or the player is gone', async () => {
    const kit = await w.addKit({ name: 'Once', price: 300 });
    const poor = await w.addPlayer({ credits: 299 });
    expect(await chargeAtOnce(w.t.ctx.db, anOrder(poor.id, kit.id))).toBeNull();
    // the price was computed with no rank; the player holds one now
    const ranked = await w.addPlayer({ credits: 1000, roles: [w.ranks.gold] });
    expect(await chargeAtOnce(w.t.ctx.db, anOrder(ranked.id, kit.id, { seenRoles: [] }))).toBeNull();
    expect(await chargeAtOnce(w.t.ctx.db, anOrder(987_654_321, kit.id))).toBeNull();
    for (const p of [poor, ranked]) {
      expect(await rowsOf(p.id)).toEqual([]);
      expect(await w.history(p.id)).toEqual([]);
      expect((await w.player(p.id)).credits).toBe(p.credits);
    }
    // with the ranks it was computed with, the same order goes through
    expect(
      await chargeAtOnce(w.t.ctx.db, anOrder(ranked.id, kit.id, { seenRoles: [w.ranks.gold] })),
    ).not.toBeNull();
  });
});
