import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import type { AppContext } from '../../../context';
import { createRuntime } from '../../../bootstrap';
import { purchases, servers } from '../../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../../integrations/rcon/fake-server';
import { RconPool } from '../../../integrations/rcon/pool';
import { buyKit, purchaseView, resolvePurchase } from '..';
import { createShopWorld, EOS, group, RCON_PASSWORD, refusal, type ShopWorld } from '../fixtures';
import { LEASE_MS } from './claims';
import { type DeliveryHooks } from './delivery';
import { ONLINE_CACHE_MS } from './online';
import { expireWaiting, runDeliveryQueue } from './queue';

/**
 * The five ways the old engine broke "paid once, got it once", each against the real TCP RCON fake, with
 * the engine's clock (ctx.now) moved by hand.
 */
let w: ShopWorld;
let clock = Date.parse('2031-01-01T00:00:00Z');
const tick = (ms: number) => {
  clock += ms;
};
beforeAll(async () => {
  w = await createShopWorld();
  w.t.ctx.now = () => new Date(clock);
});
afterAll(async () => w?.close());

const OUT_EOS = '0002ffffffffffffffffffffffffffff';
// a run ends when nothing is due; the budget only bounds it (a loaded CI machine needs the room)
const run = (hooks?: DeliveryHooks, ctx: AppContext = w.t.ctx) =>
  runDeliveryQueue(ctx, { hooks, budgetMs: 20_000 });
const gives = (fake: FakeRconServer, prefix: string) => fake.commands.filter((c) => c.startsWith(prefix));
/** Who is on the fake; the clock moves past the engine's online cache so the next check asks again. */
const online = (fake: FakeRconServer, eosIds: string[]) => {
  fake.options.players = eosIds.map((eosId, i) => ({ name: `P${i}`, eosId }));
  tick(ONLINE_CACHE_MS);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function ownServer(fake: FakeRconServer, name: string) {
  const [s] = await w.t.ctx.db
    .insert(servers)
    .values({
      botId: w.botId,
      name,
      ip: fake.host,
      rconPort: fake.port,
      rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
    })
    .returning();
  return s!;
}

async function buy(playerId: number, kitId: number, serverId: number) {
  return buyKit(w.t.ctx, { botId: w.botId, playerId, kitId, serverId, source: 'portal', actor: 'test' });
}

describe('delivery queue', () => {
  it('an offline buyer waits, is told why, and gets exactly one delivery once online', async () => {
    const fake = await startFakeRcon({ password: RCON_PASSWORD, players: [] });
    try {
      const server = await ownServer(fake, 'Ragnarok');
      const kit = await w.addKit({
        price: 10,
        itemGroups: [group(0, 'G', ['Wait1 {eos_id}', 'Wait2 {eos_id}'])],
      });
      const p = await w.addPlayer({ eosId: OUT_EOS, credits: 100 });
      const view = await buy(p.id, kit.id, server.id);
      expect(view).toMatchObject({
        status: 'waiting',
        waitingReason: shopMessages.waitingForPlayer('Ragnarok'),
      });
      expect(view.commands.map((c) => c.status)).toEqual(['pending', 'pending']);
      expect(gives(fake, 'Wait')).toEqual([]);
      await run(); // not due for 30 s
      tick(31_000);
      await run(); // due, still offline
      expect((await w.purchase(view.id)).status).toBe('waiting');
      // the game server is asked at most once per round for all its waiting purchases
      const asked = fake.commands.filter((c) => c === 'ListPlayers').length;
      online(fake, [OUT_EOS.toUpperCase()]); // ids compare in any case
      tick(31_000);
      await Promise.all([run(), run()]);
      expect(fake.commands.filter((c) => c === 'ListPlayers').length).toBe(asked + 1);
      const row = await w.purchase(view.id);
      expect(row.status).toBe('delivered');
      expect(gives(fake, 'Wait')).toEqual([`Wait1 ${OUT_EOS}`, `Wait2 ${OUT_EOS}`]);
      tick(60_000);
      await run();
      expect(gives(fake, 'Wait')).toHaveLength(2);
      expect((await w.player(p.id)).credits).toBe(90);
      expect((await w.player(p.id)).boughtKits).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('a worker killed before its first command: nothing was sent, the queue sends every command once', async () => {
    const kit = await w.addKit({
      itemGroups: [group(0, 'G', ['FirstA {eos_id}', 'FirstB {eos_id}'])],
    });
    const p = await w.addPlayer({ eosId: OUT_EOS });
    online(w.rcon, [EOS]);
    const view = await buy(p.id, kit.id, w.servers.island);
    expect(view.status).toBe('waiting');
    online(w.rcon, [EOS, OUT_EOS]);
    tick(31_000);
    const crash = new Error('killed');
    await expect(
      run({
        beforeMark: (_id, position) => {
          if (position === 0) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect((await w.purchase(view.id)).status).toBe('delivering');
    await run(); // the claim still holds: nobody touches it
    expect(gives(w.rcon, 'First')).toEqual([]);
    tick(LEASE_MS + 1_000);
    const r = await run();
    expect(r.recovered).toBe(1);
    expect((await w.purchase(view.id)).status).toBe('delivered');
    expect(gives(w.rcon, 'First')).toEqual([`FirstA ${OUT_EOS}`, `FirstB ${OUT_EOS}`]);
  });

  it('a worker killed between commands: the confirmed command is never sent again', async () => {
    const kit = await w.addKit({
      itemGroups: [group(0, 'G', ['CrashA {eos_id}', 'CrashB {eos_id}', 'CrashC {eos_id}'])],
    });
    const p = await w.addPlayer({ eosId: OUT_EOS });
    online(w.rcon, [EOS]);
    const view = await buy(p.id, kit.id, w.servers.island);
    expect(view.status).toBe('waiting');
    online(w.rcon, [EOS, OUT_EOS]);
    tick(31_000);
    const crash = new Error('killed');
    // CrashA answered and recorded ok in the statement that marked CrashB sending; then the process died
    await expect(
      run({
        afterMark: (_id, position) => {
          if (position === 1) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    let row = await w.purchase(view.id);
    expect(row.status).toBe('delivering');
    await run(); // the claim still holds: nobody touches it
    expect(gives(w.rcon, 'Crash')).toEqual([`CrashA ${OUT_EOS}`]);
    tick(LEASE_MS + 1_000);
    const r = await run();
    expect(r.recovered).toBe(1);
    row = await w.purchase(view.id);
    expect(row.status).toBe('unknown');
    const states = (await purchaseView(w.t.ctx, row)).commands.map((c) => c.status);
    expect(states).toEqual(['ok', 'unknown', 'pending']);
    tick(3_600_000);
    await run();
    expect(gives(w.rcon, 'Crash')).toEqual([`CrashA ${OUT_EOS}`]); // never re-sent automatically
    // the owner sends it again: the confirmed command stays confirmed, the others go out once
    const again = await resolvePurchase(w.t.ctx, {
      botId: w.botId,
      purchaseId: view.id,
      action: 'send-again',
      actor: 'owner',
    });
    expect(again.status).toBe('delivered');
    expect(gives(w.rcon, 'Crash')).toEqual([`CrashA ${OUT_EOS}`, `CrashB ${OUT_EOS}`, `CrashC ${OUT_EOS}`]);
  });

  it('a worker killed while a command was in flight: unknown, never re-sent, the owner decides', async () => {
    const kit = await w.addKit({
      price: 25,
      itemGroups: [group(0, 'G', ['FlyA {eos_id}', 'FlyB {eos_id}'])],
    });
    const p = await w.addPlayer({ eosId: OUT_EOS, credits: 100 });
    online(w.rcon, [EOS]);
    const view = await buy(p.id, kit.id, w.servers.island);
    online(w.rcon, [EOS, OUT_EOS]);
    tick(31_000);
    await expect(
      run({
        afterMark: (_id, position) => {
          if (position === 0) throw new Error('killed mid-command');
        },
      }),
    ).rejects.toThrow('killed');
    tick(LEASE_MS + 1_000);
    await run();
    const row = await w.purchase(view.id);
    expect(row.status).toBe('unknown');
    expect(row.error).toBe(shopMessages.interrupted);
    const notes = await w.ownerNotifications();
    expect(notes.at(-1)!.message).toContain('may have run');
    tick(3_600_000);
    await run();
    expect(gives(w.rcon, 'Fly')).toEqual([]); // the crash came before the send: nothing ran, nothing re-sent
    expect((await w.purchase(view.id)).status).toBe('unknown');
    // the owner sends it again: both commands go out once
    const again = await resolvePurchase(w.t.ctx, {
      botId: w.botId,
      purchaseId: view.id,
      action: 'send-again',
      actor: 'owner',
    });
    expect(again.status).toBe('delivered');
    expect(gives(w.rcon, 'Fly')).toEqual([`FlyA ${OUT_EOS}`, `FlyB ${OUT_EOS}`]);
    expect(
      (
        await refusal(
          resolvePurchase(w.t.ctx, { botId: w.botId, purchaseId: view.id, action: 'refund', actor: 'owner' }),
        )
      ).code,
    ).toBe('not_unknown');
    expect((await w.player(p.id)).credits).toBe(75);
  });

  it('recovery racing a live delivery on one purchase: one outcome, never a refund and a delivery', async () => {
    const slow = await startFakeRcon({
      password: RCON_PASSWORD,
      players: [{ name: 'x', eosId: OUT_EOS }],
      commandDelayMs: 400,
    });
    try {
      const server = await ownServer(slow, 'Slow');
      const kit = await w.addKit({ price: 30, itemGroups: [group(0, 'G', ['Race {eos_id}'])] });
      const p = await w.addPlayer({ eosId: OUT_EOS, credits: 100 });
      slow.options.players = [];
      const view = await buy(p.id, kit.id, server.id);
      slow.options.players = [{ name: 'x', eosId: OUT_EOS }];
      tick(31_000);
      const live = run();
      while (!slow.commands.includes(`Race ${OUT_EOS}`)) await sleep(10);
      // the command is in flight; the recovery sees the claim as expired
      tick(LEASE_MS + 1_000);
      await Promise.all([run(), run(), expireWaiting(w.t.ctx)]);
      await live;
      const row = await w.purchase(view.id);
      expect(row.status).toBe('unknown'); // the answer came after the takeover: it may have run
      expect(row.refunded).toBe(false);
      expect((await w.player(p.id)).credits).toBe(70);
      expect((await w.player(p.id)).boughtKits).toEqual([]);
      // two owners click refund at once: one refund
      const results = await Promise.allSettled([
        resolvePurchase(w.t.ctx, { botId: w.botId, purchaseId: view.id, action: 'refund', actor: 'a' }),
        resolvePurchase(w.t.ctx, { botId: w.botId, purchaseId: view.id, action: 'refund', actor: 'b' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await w.player(p.id)).credits).toBe(100);
      expect((await w.history(p.id)).filter((h) => h.amount > 0)).toHaveLength(1);
      expect(gives(slow, 'Race')).toHaveLength(1);

      // the same race while the claim is still valid: the live delivery wins and delivers once
      const second = await buy(p.id, kit.id, server.id);
      expect(second.status).toBe('delivered');
      await Promise.all([run(), expireWaiting(w.t.ctx)]);
      expect(gives(slow, 'Race')).toHaveLength(2);
      expect((await w.player(p.id)).credits).toBe(70);
    } finally {
      await slow.close();
    }
  });

  it('expiry racing a delivery of the same waiting purchase: delivered or refunded, exactly once', async () => {
    const kit = await w.addKit({ price: 40, itemGroups: [group(0, 'G', ['Edge {eos_id}'])] });
    const p = await w.addPlayer({ eosId: OUT_EOS, credits: 100 });
    online(w.rcon, [EOS]);
    const view = await buy(p.id, kit.id, w.servers.island);
    online(w.rcon, [EOS, OUT_EOS]);
    tick(25 * 3_600_000);
    await Promise.all([run(), expireWaiting(w.t.ctx), run()]);
    const row = await w.purchase(view.id);
    const sent = gives(w.rcon, 'Edge').length;
    const credits = (await w.player(p.id)).credits;
    if (row.status === 'delivered') expect([sent, credits, row.refunded]).toEqual([1, 60, false]);
    else expect([row.status, sent, credits, row.refunded]).toEqual(['expired', 0, 100, true]);
  });

  it('a command answered after the time limit is unknown and never re-sent automatically', async () => {
    const late = await startFakeRcon({ password: RCON_PASSWORD, players: [{ name: 'x', eosId: OUT_EOS }] });
    try {
      const server = await ownServer(late, 'Late');
      const kit = await w.addKit({
        price: 15,
        itemGroups: [group(0, 'G', ['LateA {eos_id}', 'LateB {eos_id}'])],
      });
      const p = await w.addPlayer({ eosId: OUT_EOS, credits: 100 });
      late.options.players = [];
      const view = await buy(p.id, kit.id, server.id);
      late.options.players = [{ name: 'x', eosId: OUT_EOS }];
      late.options.commandDelayMs = 400;
      tick(31_000);
      await run({ commandTimeoutMs: 150 });
      let row = await w.purchase(view.id);
      expect(row.status).toBe('unknown');
      await sleep(500); // the game answers late (the client already gave up)
      late.options.commandDelayMs = 0;
      tick(3_600_000);
      await run();
      row = await w.purchase(view.id);
      expect(row.status).toBe('unknown');
      expect(gives(late, 'Late')).toEqual([`LateA ${OUT_EOS}`]);
      const cmds = (
        await resolvePurchase(w.t.ctx, {
          botId: w.botId,
          purchaseId: view.id,
          action: 'mark-delivered',
          actor: 'owner',
        })
      ).commands;
      // marked: LateA counts as delivered; LateB (never sent) goes out now, once
      expect(cmds.map((c) => c.status)).toEqual(['ok', 'ok']);
      expect(gives(late, 'Late')).toEqual([`LateA ${OUT_EOS}`, `LateB ${OUT_EOS}`]);
      expect((await w.purchase(view.id)).status).toBe('delivered');
      expect((await w.player(p.id)).credits).toBe(85);
    } finally {
      await late.close();
    }
  });

  it('a server down for 2 minutes: the purchase waits, backs off, and is delivered once when it is back', async () => {
    let game = await startFakeRcon({ password: RCON_PASSWORD, players: [{ name: 'x', eosId: OUT_EOS }] });
    const port = game.port;
    try {
      const server = await ownServer(game, 'Restarting');
      await game.close(); // the daily restart begins
      const kit = await w.addKit({ price: 20, itemGroups: [group(0, 'G', ['Back {eos_id}'])] });
      const p = await w.addPlayer({ eosId: OUT_EOS, credits: 100 });
      const view = await buy(p.id, kit.id, server.id);
      expect(view.status).toBe('waiting');
      expect(view.waitingReason).toBe('Waiting for Restarting to come back (Connection refused).');
      const nextAttempts: string[] = [];
      for (let s = 0; s < 120; s += 10) {
        tick(10_000);
        await run();
        nextAttempts.push((await w.purchase(view.id)).nextAttemptAt!.toISOString());
      }
      // backed off: tried at +30 s and +90 s only, not every 10 s
      expect(new Set(nextAttempts).size).toBeLessThanOrEqual(3);
      game = await startFakeRcon({ password: RCON_PASSWORD, players: [{ name: 'x', eosId: OUT_EOS }] }, port);
      tick(240_000);
      await run();
      expect((await w.purchase(view.id)).status).toBe('delivered');
      await run();
      expect(gives(game, 'Back')).toEqual([`Back ${OUT_EOS}`]);
      expect((await w.player(p.id)).credits).toBe(80);
    } finally {
      await game.close();
    }
  });

  it('two app instances on one database drain the same queue: every purchase delivered once', async () => {
    const second = process.env.DATABASE_URL ? await createRuntime(w.t.ctx.config, { inMemory: true }) : null;
    // PGlite cannot be opened twice: there the second instance shares the database but has its own RCON pool
    const ctx2: AppContext = second ? second.ctx : { ...w.t.ctx, rcon: new RconPool() };
    ctx2.now = w.t.ctx.now;
    const fake = await startFakeRcon({ password: RCON_PASSWORD, players: [] });
    try {
      const server = await ownServer(fake, 'Shared');
      const kit = await w.addKit({ price: 1, itemGroups: [group(0, 'G', ['Twin {eos_id}'])] });
      const buyers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          w.addPlayer({ eosId: `0002${String(i).padStart(28, '0')}`, credits: 100 }),
        ),
      );
      const ids: number[] = [];
      for (let round = 0; round < 5; round++)
        for (const b of buyers) ids.push((await buy(b.id, kit.id, server.id)).id);
      online(
        fake,
        buyers.map((b) => b.eosId),
      );
      tick(31_000);
      await Promise.all([
        run(undefined, w.t.ctx),
        run(undefined, ctx2),
        run(undefined, w.t.ctx),
        run(undefined, ctx2),
      ]);
      const rows = await w.t.ctx.db.select().from(purchases).where(eq(purchases.serverId, server.id));
      expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'delivered'));
      expect(gives(fake, 'Twin')).toHaveLength(40);
      expect(new Set(gives(fake, 'Twin').map((c, i) => `${c}#${i}`)).size).toBe(40);
      for (const b of buyers) {
        expect(gives(fake, `Twin ${b.eosId}`)).toHaveLength(5);
        expect((await w.player(b.id)).credits).toBe(95);
      }
    } finally {
      await fake.close();
      if (second) await second.close();
      else await ctx2.rcon.close();
    }
  });
});
