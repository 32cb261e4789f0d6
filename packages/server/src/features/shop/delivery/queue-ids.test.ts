import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import { players } from '../../../db/schema';
import { buyKit, purchaseView } from '..';
import { createShopWorld, EOS, group, type ShopWorld } from '../fixtures';
import { runDeliveryQueue } from './queue';

/**
 * Commands are filled with the player's ids when they are sent, not when bought (issue 23): the online
 * check and the command use the same, current EOS id.
 */
let w: ShopWorld;
let clock = new Date('2031-07-01T10:00:00Z').getTime();
const OLD_EOS = '0002a9f3c4d5e6f708192a3b4c5d6e7f';
const NEW_EOS = '0002f00dbabe4c0ffee5e6f7a8b9c0d1';
beforeAll(async () => {
  w = await createShopWorld();
  w.t.ctx.now = () => new Date(clock);
});
afterAll(async () => w?.close());

const run = async () => {
  clock += 31_000;
  return runDeliveryQueue(w.t.ctx, { budgetMs: 3_000 });
};

describe('ids at send time', () => {
  it('an EOS id changed while the order waited: the delivery targets the new id, the record shows both', async () => {
    const kit = await w.addKit({
      price: 25,
      itemGroups: [group(0, 'Main', ['GiveItemToPlayer {eos_id} Rex 1'])],
    });
    const p = await w.addPlayer({ name: 'Changer', eosId: OLD_EOS, credits: 100 });
    // not on the server under the old id: the order waits
    const bought = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: w.servers.island,
      source: 'portal',
      actor: 'test',
    });
    expect(bought).toMatchObject({ status: 'waiting', waitingReason: 'Waiting for you to join Island.' });
    expect(bought.commands[0]!.command).toBe(`GiveItemToPlayer ${OLD_EOS} Rex 1`);
    // the player re-registers with a new EOS id and joins under it
    await w.t.ctx.db.update(players).set({ eosId: NEW_EOS }).where(eq(players.id, p.id));
    w.rcon.options.players = [
      { name: 'Online Survivor', eosId: EOS },
      { name: 'Changer', eosId: NEW_EOS },
    ];
    w.rcon.commands.splice(0);
    await run();
    const row = await w.purchase(bought.id);
    expect(row.status).toBe('delivered');
    expect(w.rcon.commands.filter((c) => c.startsWith('GiveItemToPlayer'))).toEqual([
      `GiveItemToPlayer ${NEW_EOS} Rex 1`,
    ]);
    const view = await purchaseView(w.t.ctx, row);
    expect(view.commands[0]).toMatchObject({ command: `GiveItemToPlayer ${NEW_EOS} Rex 1`, status: 'ok' });
    expect(view.idChange).toBe(
      shopMessages.idChanged(`GiveItemToPlayer ${OLD_EOS} Rex 1`, `GiveItemToPlayer ${NEW_EOS} Rex 1`),
    );
    expect((await w.player(p.id)).credits).toBe(75);
  });

  it('a required id gone while the order waited: failed and refunded with that reason, nothing sent', async () => {
    const kit = await w.addKit({
      price: 40,
      itemGroups: [group(0, 'Main', ['GiveItemToPlayer {eos_id} Box 1'])],
    });
    const p = await w.addPlayer({ name: 'Leaver', eosId: OLD_EOS, credits: 100 });
    const bought = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: w.servers.island,
      source: 'portal',
      actor: 'test',
    });
    expect(bought.status).toBe('waiting');
    await w.t.ctx.db.update(players).set({ eosId: '' }).where(eq(players.id, p.id));
    w.rcon.commands.splice(0);
    await run();
    const row = await w.purchase(bought.id);
    expect(row).toMatchObject({
      status: 'failed',
      refunded: true,
      error: shopMessages.idGone(shopMessages.missingEosId),
    });
    expect(w.rcon.commands.filter((c) => c.startsWith('GiveItemToPlayer'))).toEqual([]);
    expect((await w.player(p.id)).credits).toBe(100);
  });
});
