import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { createRuntime, type Runtime } from '../../../bootstrap';
import { purchaseCommands, purchases, servers } from '../../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../../integrations/rcon/fake-server';
import { RconPool } from '../../../integrations/rcon/pool';
import { buyKit } from '..';
import { createShopWorld, group, RCON_PASSWORD, type ShopWorld } from '../fixtures';
import { LEASE_MS } from './claims';
import { runDeliveryQueue } from './queue';
import { gatedProxy } from '../../../../test/helpers/gated-proxy';

/**
 * "Unknown only if sent" (issue 34): a command is marked `sending` once its RCON connection is up, right
 * before the write, so a holder that dies before that (connecting, or before its first mark) leaves a
 * purchase the queue continues and delivers once; one that dies after the mark leaves it `unknown`. Real
 * TCP RCON fake, the test's database (PGlite, or PostgreSQL with DATABASE_URL).
 */
let w: ShopWorld;
let fake: FakeRconServer;
let second: Runtime | null = null;
/** Another app instance on the same database, its clock ahead of the first by `ahead` ms. */
let other: AppContext;
let ahead = 0;
const EOS_B = '0002aaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  w = await createShopWorld();
  fake = await startFakeRcon({ password: RCON_PASSWORD, players: [{ name: 'B', eosId: EOS_B }] });
  second = process.env.DATABASE_URL ? await createRuntime(w.t.ctx.config, { inMemory: true }) : null;
  // PGlite cannot be opened twice: there the other instance shares the database but has its own RCON pool
  other = second ? second.ctx : { ...w.t.ctx, rcon: new RconPool() };
  other.now = () => new Date(Date.now() + ahead);
});
afterAll(async () => {
  if (second) await second.close();
  else await other?.rcon.close();
  await fake?.close();
  await w?.close();
});

const commandsOf = async (purchaseId: number) =>
  (
    await w.t.ctx.db
      .select()
      .from(purchaseCommands)
      .where(eq(purchaseCommands.purchaseId, purchaseId))
      .orderBy(purchaseCommands.position)
  ).map((c) => c.status);
const gives = (prefix: string) => fake.commands.filter((c) => c.startsWith(prefix));

async function serverAt(port: number, name: string) {
  const [s] = await w.t.ctx.db
    .insert(servers)
    .values({
      botId: w.botId,
      name,
      ip: '127.0.0.1',
      rconPort: port,
      rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
    })
    .returning();
  return s!;
}

describe('a purchase becomes unknown only if a command was marked sending', () => {
  it('a buy whose holder is stuck connecting: nothing is sending; another instance takes it over after the lease, delivers once; the old holder sends nothing', async () => {
    const proxy = await gatedProxy(fake);
    try {
      const server = await serverAt(proxy.port, 'Gated');
      const kit = await w.addKit({
        mustBeOnline: false,
        itemGroups: [group(0, 'G', ['GateA {eos_id}', 'GateB {eos_id}'])],
      });
      const p = await w.addPlayer({ eosId: EOS_B, credits: 100 });
      // the buy claims the purchase at once and connects; the connection is held by the proxy
      const buying = buyKit(w.t.ctx, {
        botId: w.botId,
        playerId: p.id,
        kitId: kit.id,
        serverId: server.id,
        source: 'portal',
        actor: 'test',
      });
      let row: typeof purchases.$inferSelect | undefined;
      for (let i = 0; i < 200 && !row; i++) {
        [row] = await w.t.ctx.db.select().from(purchases).where(eq(purchases.kitId, kit.id));
        if (!row) await sleep(10);
      }
      expect(row!.status).toBe('delivering');
      while (proxy.held() < 1) await sleep(20);
      proxy.setHold(false); // (only the old holder's connection is held)
      // the holder is "dead" as far as the database can tell: claimed, nothing marked
      expect(await commandsOf(row!.id)).toEqual(['pending', 'pending']);
      // another instance, after the lease: takes it over (queued) and delivers it (its connection passes)
      ahead = LEASE_MS + 1_000;
      const [a, b] = await Promise.all([
        runDeliveryQueue(other, { budgetMs: 20_000 }),
        runDeliveryQueue(other, { budgetMs: 20_000 }),
      ]);
      expect(a.recovered + b.recovered).toBe(1);
      expect(a.delivered + b.delivered).toBe(1);
      expect((await w.purchase(row!.id)).status).toBe('delivered');
      // the old holder's connection comes up now: its mark finds the claim gone and writes nothing
      proxy.release();
      const view = await buying;
      expect(view.status).toBe('delivered');
      await sleep(200);
      expect(gives('Gate')).toEqual([`GateA ${EOS_B}`, `GateB ${EOS_B}`]);
      expect(await commandsOf(row!.id)).toEqual(['ok', 'ok']);
      expect((await w.player(p.id)).credits).toBe(100 - kit.price);
    } finally {
      ahead = 0;
      await proxy.close();
    }
  });

  it('a holder that dies before its first mark: back to queued, delivered once by the next run', async () => {
    const server = await serverAt(fake.port, 'Before');
    const kit = await w.addKit({ itemGroups: [group(0, 'G', ['PreA {eos_id}', 'PreB {eos_id}'])] });
    const p = await w.addPlayer({ eosId: '0002bbbbbbbbbbbbbbbbbbbbbbbbbbbb', credits: 100 });
    // queued (the buyer is offline at the buy), then due
    const view = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: server.id,
      source: 'portal',
      actor: 'test',
    });
    expect(view.status).toBe('waiting');
    fake.options.players = [
      { name: 'B', eosId: EOS_B },
      { name: 'C', eosId: '0002bbbbbbbbbbbbbbbbbbbbbbbbbbbb' },
    ];
    ahead = 31_000;
    const crash = new Error('killed before the mark');
    await expect(
      runDeliveryQueue(other, {
        budgetMs: 20_000,
        hooks: {
          beforeMark: () => {
            throw crash;
          },
        },
      }),
    ).rejects.toBe(crash);
    expect((await w.purchase(view.id)).status).toBe('delivering');
    expect(await commandsOf(view.id)).toEqual(['pending', 'pending']);
    ahead = 31_000 + LEASE_MS + 1_000;
    const r = await runDeliveryQueue(other, { budgetMs: 20_000 });
    expect(r.recovered).toBe(1);
    expect((await w.purchase(view.id)).status).toBe('delivered');
    expect(gives('Pre')).toEqual([
      'PreA 0002bbbbbbbbbbbbbbbbbbbbbbbbbbbb',
      'PreB 0002bbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    ]);
    ahead = 0;
  });

  it('a holder that dies after marking sending: unknown (it may have run), never re-sent', async () => {
    const server = await serverAt(fake.port, 'After');
    const kit = await w.addKit({
      mustBeOnline: false,
      itemGroups: [group(0, 'G', ['PostA {eos_id}', 'PostB {eos_id}'])],
    });
    const p = await w.addPlayer({ eosId: EOS_B, credits: 100 });
    // the buyer's first command answered; the process died right after marking the second one
    const view = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: server.id,
      source: 'portal',
      actor: 'test',
    });
    expect(view.status).toBe('delivered');
    // the same kit again, delivered by the queue with a crash after the second mark
    await w.t.ctx.db.update(purchases).set({ status: 'queued' }).where(eq(purchases.id, view.id));
    await w.t.ctx.db
      .update(purchaseCommands)
      .set({ status: 'pending' })
      .where(eq(purchaseCommands.purchaseId, view.id));
    const before = gives('Post').length;
    await expect(
      runDeliveryQueue(other, {
        budgetMs: 20_000,
        hooks: {
          afterMark: (_id, position) => {
            if (position === 1) throw new Error('killed after the mark');
          },
        },
      }),
    ).rejects.toThrow('killed after the mark');
    expect(await commandsOf(view.id)).toEqual(['ok', 'sending']);
    ahead = LEASE_MS + 1_000;
    await runDeliveryQueue(other, { budgetMs: 20_000 });
    expect((await w.purchase(view.id)).status).toBe('unknown');
    expect(await commandsOf(view.id)).toEqual(['ok', 'unknown']);
    ahead = LEASE_MS + 3_600_000;
    await runDeliveryQueue(other, { budgetMs: 20_000 });
    expect(gives('Post').length - before).toBe(1); // PostA only; PostB never re-sent
    ahead = 0;
  });
});
