import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessages } from '@asa/domain';
import { purchases, servers } from '../../../db/schema';
import { startFakeAsaBot } from '../../../integrations/asabot/fake-server';
import { listDiscordOutbox } from '../../discord-activity/outbox';
import { buyKit, grantVoucher, redeemVoucher, retryPurchase } from '..';
import { expireWaiting, runDeliveryQueue } from './queue';
import {
  createShopWorld,
  EOS,
  group,
  LOG_CHANNEL,
  RCON_PASSWORD,
  type ShopWorld,
  refusal,
} from '../fixtures';

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
const NO_PLAYER = 'No Player Found';
const run = () => runDeliveryQueue(w.t.ctx, { budgetMs: 2_000 });
const given = (fake: { commands: string[] }) => fake.commands.filter((c) => c !== 'ListPlayers');

describe('failed delivery', () => {
  it('an error answer fails the purchase: refunded, owner notified, logged; the retry sends only the rest', async () => {
    const kit = await w.addKit({
      name: 'Tools',
      price: 120,
      itemGroups: [group(0, 'T', ['A {eos_id}', 'B {eos_id}', 'C {eos_id}'])],
    });
    const p = await w.addPlayer({ name: 'Dodo', credits: 300 });
    w.rcon.options.responses = { [`B ${EOS}`]: NO_PLAYER };
    w.rcon.commands.splice(0);
    const view = await buyKit(w.t.ctx, input(p.id, kit.id, w.servers.island));
    expect(view).toMatchObject({
      status: 'failed',
      refunded: true,
      price: 120,
      deliveredAt: null,
      error: NO_PLAYER,
    });
    expect(view.commands.map((c) => [c.command, c.status, c.response])).toEqual([
      [`A ${EOS}`, 'ok', 'Server received, But no response!!'],
      [`B ${EOS}`, 'error', NO_PLAYER],
      [`C ${EOS}`, 'pending', ''],
    ]);
    expect(view.results.map((r) => r.ok)).toEqual([true, false, false]);
    const after = await w.player(p.id);
    expect([after.credits, after.totalCreditsEarned, after.boughtKits]).toEqual([300, 0, []]);
    expect((await w.history(p.id)).map((h) => [h.amount, h.balanceAfter, h.reason])).toEqual([
      [-120, 180, 'Bought kit Tools'],
      [120, 300, 'Refund: kit Tools could not be delivered'],
    ]);
    const note = (await w.ownerNotifications()).at(-1)!;
    expect(note).toMatchObject({ link: '/purchases', kind: 'delivery' });
    expect(note.message).toBe(
      `Kit "Tools" could not be delivered to Dodo on Island: No Player Found. The credits were refunded. You can retry it on the Purchases page.`,
    );
    const log = (await listDiscordOutbox(w.t.ctx.db, w.botId))
      .filter((m) => m.channelId === LOG_CHANNEL)
      .at(-1);
    expect(log?.text).toContain('Delivery of "Tools" to Dodo on Island failed: No Player Found');

    // the cause is fixed; the retry charges again and sends only B and C
    w.rcon.options.responses = {};
    w.rcon.commands.splice(0);
    const again = await retry(view.id);
    expect(again).toMatchObject({ id: view.id, status: 'delivered', refunded: false, error: '' });
    expect(given(w.rcon)).toEqual([`B ${EOS}`, `C ${EOS}`]);
    expect((await w.player(p.id)).credits).toBe(180);
    expect((await w.history(p.id)).at(-1)).toMatchObject({
      amount: -120,
      reason: 'Bought kit Tools (retry)',
    });
    const e = await refusal(retry(view.id));
    expect([e.status, e.message]).toEqual([409, shopMessages.retryNotFailed]);
  });

  it('wrong RCON password: waits for the server (nothing refunded), delivered once the password is fixed', async () => {
    const kit = await w.addKit({
      name: 'Pass',
      price: 70,
      itemGroups: [group(0, 'T', ['A {eos_id}', 'B {eos_id}'])],
    });
    const p = await w.addPlayer({ credits: 100 });
    w.rconOther.options.players = [{ name: 'x', eosId: EOS }];
    w.setClock('2030-01-01T10:00:00Z');
    try {
      const view = await buyKit(w.t.ctx, input(p.id, kit.id, w.servers.wrongPass));
      expect(view.status).toBe('waiting');
      expect(view.waitingReason).toMatch(/^Waiting for WrongPass to come back \(Authentication failed/);
      expect(view.expiresAt).toBe('2030-01-02T10:00:00.000Z');
      expect((await w.player(p.id)).credits).toBe(30);
      w.setOtherPassword(RCON_PASSWORD);
      await run(); // not due yet: nothing is sent
      expect(given(w.rconOther)).toEqual([]);
      w.setClock('2030-01-01T10:05:00Z');
      await run();
      expect((await w.purchase(view.id)).status).toBe('delivered');
      expect(given(w.rconOther)).toEqual([`A ${EOS}`, `B ${EOS}`]);
      await run();
      expect(given(w.rconOther)).toHaveLength(2);
      expect((await w.player(p.id)).credits).toBe(30);
    } finally {
      w.setClock();
      w.setOtherPassword('another-password');
      w.rconOther.commands.splice(0);
    }
  });

  it('a server that never comes back: expires after the instance time, refunded exactly once', async () => {
    await w.setSettings('kitSettings', { waitingExpiryHours: 2 });
    const kit = await w.addKit({ price: 50 });
    const p = await w.addPlayer();
    w.setClock('2030-02-01T00:00:00Z');
    try {
      const view = await buyKit(w.t.ctx, input(p.id, kit.id, w.servers.offline));
      expect(view).toMatchObject({ status: 'waiting', refunded: false });
      expect(view.waitingReason).toBe('Waiting for Offline to come back (Connection refused).');
      expect((await w.player(p.id)).credits).toBe(950);
      w.setClock('2030-02-01T02:00:01Z');
      await Promise.all([run(), run(), expireWaiting(w.t.ctx)]);
      const row = await w.purchase(view.id);
      expect(row).toMatchObject({ status: 'expired', refunded: true });
      expect(row.error).toBe(
        'Not delivered within 2 hours (Waiting for Offline to come back (Connection refused)).',
      );
      expect((await w.player(p.id)).credits).toBe(1000);
      expect((await w.history(p.id)).map((h) => [h.amount, h.reason])).toEqual([
        [-50, `Bought kit ${kit.name}`],
        [50, `Refund: kit ${kit.name} expired (not delivered)`],
      ]);
      expect((await w.ownerNotifications()).at(-1)!.message).toContain(`expired`);
    } finally {
      w.setClock();
      await w.setSettings('kitSettings', { waitingExpiryHours: 24 });
    }
  });

  it('retry of a purchase from before the queue (legacy results) re-sends only the commands that did not succeed', async () => {
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
    expect(given(w.rcon)).toEqual(['second', 'third']);
    expect(view.status).toBe('delivered');
    expect(view.results[0]).toEqual({ command: 'first', ok: true, response: 'done' });
    expect(view.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect((await w.player(p.id)).credits).toBe(60);
  });

  it('retry refuses purchases of other instances, deleted servers and purchases that did not fail', async () => {
    const kit = await w.addKit({ price: 0, itemGroups: [group(0, 'G', ['Fail {eos_id}'])] });
    w.rcon.options.responses = { [`Fail ${EOS}`]: 'Permission denied' };
    const p = await w.addPlayer();
    try {
      const view = await buyKit(w.t.ctx, input(p.id, kit.id, w.servers.island));
      expect(view).toMatchObject({ status: 'failed', refunded: true }); // nothing to give back for a free kit
      expect(
        (await refusal(retryPurchase(w.t.ctx, { botId: w.t.botId, purchaseId: view.id, actor: 'x' }))).status,
      ).toBe(404);
      const [gone] = await w.t.ctx.db
        .insert(servers)
        .values({
          botId: w.botId,
          name: 'Gone',
          ip: '127.0.0.1',
          rconPort: w.rcon.port,
          rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
        })
        .returning();
      const doomed = await buyKit(w.t.ctx, input(p.id, kit.id, gone!.id));
      expect(doomed.status).toBe('failed');
      const { eq } = await import('drizzle-orm');
      await w.t.ctx.db.delete(servers).where(eq(servers.id, gone!.id));
      expect((await refusal(retry(doomed.id))).message).toBe(shopMessages.retryServerGone);
    } finally {
      w.rcon.options.responses = {};
    }
  });
});

describe('vouchers', () => {
  it('grant adds and removes (never below 0); redeem uses one; a failed redemption gives it back', async () => {
    const kit = await w.addKit({
      name: 'Gift',
      isBuyable: false,
      price: 999,
      itemGroups: [group(0, 'G', ['Gift {eos_id}'])],
    });
    const p = await w.addPlayer();
    const grant = (count: number) =>
      grantVoucher(w.t.ctx, { botId: w.botId, playerId: p.id, kitId: kit.id, count, actor: 'admin' });
    expect(await grant(3)).toEqual([{ kitId: kit.id, count: 3 }]);
    expect(await grant(-10)).toEqual([]);
    expect((await refusal(grant(1.5))).status).toBe(400);
    await grant(1);
    w.rcon.options.responses = { [`Gift ${EOS}`]: 'Error: unknown item' };
    const failed = await redeemVoucher(w.t.ctx, input(p.id, kit.id, w.servers.island));
    w.rcon.options.responses = {};
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
    expect((await retry(failed.id)).status).toBe('delivered');
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
      // must-be-online off: the commands go straight to the companion bot
      const kit = await w.addKit({
        mustBeOnline: false,
        itemGroups: [group(0, 'G', ['Give {eos_id} 1', 'Give {eos_id} 2'])],
      });
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
