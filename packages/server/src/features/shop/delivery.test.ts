import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessages } from '@asa/domain';
import { purchases, servers } from '../../db/schema';
import { startFakeAsaBot } from '../../integrations/asabot/fake-server';
import { listDiscordOutbox } from '../discord-activity/outbox';
import { buyKit, grantVoucher, redeemVoucher, retryPurchase } from './engine';
import { createShopWorld, EOS, group, LOG_CHANNEL, RCON_PASSWORD, type ShopWorld, refusal } from './fixtures';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

const input = (playerId: number, kitId: number, serverId: number) => ({
  botId: w.botId,
  playerId,
  kitId,
  serverId,
  source: 'portal' as const,
  actor: 'test',
});
const retry = (purchaseId: number) => retryPurchase(w.t.ctx, { botId: w.botId, purchaseId, actor: 'admin' });
describe('failed delivery', () => {
  it('wrong RCON password: failed with results, credits refunded, owner notified, retry delivers once fixed', async () => {
    const kit = await w.addKit({
      name: 'Tools',
      price: 120,
      itemGroups: [group(0, 'T', ['A {eos_id}', 'B {eos_id}'])],
    });
    const p = await w.addPlayer({ name: 'Dodo', credits: 300 });
    const view = await buyKit(w.t.ctx, input(p.id, kit.id, w.servers.wrongPass));
    expect(view).toMatchObject({ status: 'failed', refunded: true, price: 120, deliveredAt: null });
    expect(view.error).toMatch(/Authentication failed/);
    expect(view.results).toEqual([
      { command: `A ${EOS}`, ok: false, response: view.error },
      { command: `B ${EOS}`, ok: false, response: shopMessages.notDelivered },
    ]);
    const after = await w.player(p.id);
    expect([after.credits, after.totalCreditsEarned, after.boughtKits]).toEqual([300, 0, []]);
    expect((await w.history(p.id)).map((h) => [h.amount, h.balanceAfter, h.reason])).toEqual([
      [-120, 180, 'Bought kit Tools'],
      [120, 300, 'Refund: kit Tools could not be delivered'],
    ]);
    const note = (await w.ownerNotifications()).at(-1)!;
    expect(note).toMatchObject({ link: '/purchases', kind: 'delivery' });
    expect(note.message).toBe(
      `Kit "Tools" could not be delivered to Dodo on WrongPass: Authentication failed. Check the RCON password. The credits were refunded. You can retry it on the Purchases page.`,
    );
    const log = (await listDiscordOutbox(w.t.ctx.db, w.botId))
      .filter((m) => m.channelId === LOG_CHANNEL)
      .at(-1);
    expect(log?.text).toContain('Delivery of "Tools" to Dodo on WrongPass failed');

    // the admin fixes the server's password; the retry charges again and sends both commands
    w.setOtherPassword(RCON_PASSWORD);
    try {
      const again = await retry(view.id);
      expect(again).toMatchObject({ id: view.id, status: 'delivered', refunded: false, error: '' });
      expect(again.results.map((r) => r.ok)).toEqual([true, true]);
      expect(w.rconOther.commands).toEqual([`A ${EOS}`, `B ${EOS}`]);
      expect((await w.player(p.id)).credits).toBe(180);
      expect((await w.history(p.id)).at(-1)).toMatchObject({
        amount: -120,
        reason: 'Bought kit Tools (retry)',
      });
      const e = await refusal(retry(view.id));
      expect([e.status, e.message]).toEqual([409, shopMessages.retryNotFailed]);
    } finally {
      w.setOtherPassword('another-password');
    }
  });

  it('server not listening: refunded with the connection error', async () => {
    const kit = await w.addKit({ price: 50 });
    const p = await w.addPlayer();
    const view = await buyKit(w.t.ctx, input(p.id, kit.id, w.servers.offline));
    expect(view).toMatchObject({ status: 'failed', refunded: true, error: 'Connection refused' });
    expect((await w.player(p.id)).credits).toBe(1000);
    expect((await w.history(p.id)).map((h) => h.amount)).toEqual([-50, 50]);
  });

  it('retry re-sends only the commands that did not succeed', async () => {
    const p = await w.addPlayer({ credits: 100 });
    const [row] = await w.t.ctx.db
      .insert(purchases)
      .values({
        botId: w.botId,
        playerId: p.id,
        playerName: p.name,
        kitName: 'Half Kit',
        serverId: w.servers.island,
        serverName: 'Island',
        source: 'discord',
        price: 40,
        status: 'failed',
        refunded: true,
        error: 'Command timed out',
        results: [
          { command: 'first', ok: true, response: 'done' },
          { command: 'second', ok: false, response: 'Command timed out' },
          { command: 'third', ok: false, response: shopMessages.notDelivered },
        ],
      })
      .returning();
    w.rcon.commands.splice(0);
    const view = await retry(row!.id);
    expect(w.rcon.commands).toEqual(['second', 'third']);
    expect(view.status).toBe('delivered');
    expect(view.results[0]).toEqual({ command: 'first', ok: true, response: 'done' });
    expect(view.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect((await w.player(p.id)).credits).toBe(60);
  });

  it('retry refuses purchases of other instances and deleted servers', async () => {
    const kit = await w.addKit({ price: 0 });
    const p = await w.addPlayer();
    const view = await buyKit(w.t.ctx, input(p.id, kit.id, w.servers.offline));
    expect(view.refunded).toBe(true); // nothing to give back for a free kit
    expect(
      (await refusal(retryPurchase(w.t.ctx, { botId: w.t.botId, purchaseId: view.id, actor: 'x' }))).status,
    ).toBe(404);
    const [gone] = await w.t.ctx.db
      .insert(servers)
      .values({ botId: w.botId, name: 'Gone', ip: '127.0.0.1', rconPort: 1 })
      .returning();
    const doomed = await buyKit(w.t.ctx, input(p.id, kit.id, gone!.id));
    expect(doomed.status).toBe('failed');
    const { eq } = await import('drizzle-orm');
    await w.t.ctx.db.delete(servers).where(eq(servers.id, gone!.id));
    expect((await refusal(retry(doomed.id))).message).toBe(shopMessages.retryServerGone);
  });
});

describe('vouchers', () => {
  it('grant adds and removes (never below 0); redeem uses one; a failed redemption gives it back', async () => {
    const kit = await w.addKit({ name: 'Gift', isBuyable: false, price: 999 });
    const p = await w.addPlayer();
    const grant = (count: number) =>
      grantVoucher(w.t.ctx, { botId: w.botId, playerId: p.id, kitId: kit.id, count, actor: 'admin' });
    expect(await grant(3)).toEqual([{ kitId: kit.id, count: 3 }]);
    expect(await grant(-10)).toEqual([]);
    expect((await refusal(grant(1.5))).status).toBe(400);
    await grant(1);
    const failed = await redeemVoucher(w.t.ctx, input(p.id, kit.id, w.servers.wrongPass));
    expect(failed).toMatchObject({ status: 'failed', usedVoucher: true, price: 0, refunded: true });
    expect((await w.player(p.id)).kitVouchers).toEqual([{ kitId: kit.id, count: 1 }]);
    expect((await w.ownerNotifications()).at(-1)!.message).toContain('The voucher was given back.');
    const ok = await redeemVoucher(w.t.ctx, input(p.id, kit.id, w.servers.island));
    expect(ok).toMatchObject({ status: 'delivered', usedVoucher: true, price: 0 });
    const after = await w.player(p.id);
    expect([after.kitVouchers, after.credits, after.boughtKits.length]).toEqual([[], 1000, 1]);
    const e = await refusal(redeemVoucher(w.t.ctx, input(p.id, kit.id, w.servers.island)));
    expect([e.status, e.message]).toEqual([409, shopMessages.noVoucher('Gift')]);
    // retrying the failed redemption takes a voucher again (none left now), then works with one
    expect((await refusal(retry(failed.id))).message).toBe(shopMessages.noVoucher('Gift'));
    await grant(1);
    w.setOtherPassword(RCON_PASSWORD);
    try {
      expect((await retry(failed.id)).status).toBe('delivered');
    } finally {
      w.setOtherPassword('another-password');
    }
    expect((await w.player(p.id)).kitVouchers).toEqual([]);
    expect(await w.history(p.id)).toEqual([]);
  });

  it('redeeming a disabled kit is refused and keeps the voucher', async () => {
    const kit = await w.addKit({ isEnabled: false });
    const p = await w.addPlayer({ kitVouchers: [{ kitId: kit.id, count: 1 }] });
    expect((await refusal(redeemVoucher(w.t.ctx, input(p.id, kit.id, w.servers.island)))).message).toBe(
      shopMessages.kitDisabled(kit.name),
    );
    expect((await w.player(p.id)).kitVouchers).toEqual([{ kitId: kit.id, count: 1 }]);
  });
});

describe('companion bot delivery', () => {
  it('sends through the ASA Bot when it executes commands and the server is linked', async () => {
    const asa = await startFakeAsaBot({
      apiKey: 'asa-key',
      servers: [
        { id: 'asa-1', name: 'ASA', host: '10.0.0.1', gamePort: 7777, rconPort: 1, rconPassword: 'x' },
      ],
      players: [],
    });
    try {
      await w.setSettings('asaBotSyncSettings', {
        isEnabled: true,
        isExecuteCommands: true,
        apiKey: 'asa-key',
        overrideApiUrl: true,
        apiUrl: asa.url,
      });
      // the RCON address is unreachable: only the companion bot path can deliver
      const [linked] = await w.t.ctx.db
        .insert(servers)
        .values({ botId: w.botId, name: 'Linked', ip: '127.0.0.1', rconPort: 1, asaBotServerId: 'asa-1' })
        .returning();
      const kit = await w.addKit({ itemGroups: [group(0, 'G', ['Give {eos_id} 1', 'Give {eos_id} 2'])] });
      const p = await w.addPlayer();
      const view = await buyKit(w.t.ctx, input(p.id, kit.id, linked!.id));
      expect(view.status).toBe('delivered');
      expect(asa.commands).toEqual([
        { serverId: 'asa-1', command: `Give ${EOS} 1` },
        { serverId: 'asa-1', command: `Give ${EOS} 2` },
      ]);
      asa.servers.splice(0); // the bot no longer knows the server: delivery fails, credits come back
      const failed = await buyKit(w.t.ctx, input(p.id, kit.id, linked!.id));
      expect(failed).toMatchObject({
        status: 'failed',
        refunded: true,
        error: 'The ASA Bot does not know this server.',
      });
      expect((await w.player(p.id)).credits).toBe(900);
    } finally {
      await w.setSettings('asaBotSyncSettings', { isEnabled: false, isExecuteCommands: false });
      await asa.close();
    }
  });
});
