import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { purchases, servers } from '../../../db/schema';
import { fakePlayers, startFakeRcon, type FakeRconServer } from '../../../integrations/rcon/fake-server';
import { buyKit } from '..';
import { createShopWorld, group, RCON_PASSWORD, type ShopWorld } from '../fixtures';
import { serverBackoff } from './online';
import { runDeliveryQueue, type QueueRun } from './queue';

/**
 * A game server down for 150 s with 200 purchases of 20 players waiting on it (issue 23 had 500: 200 still
 * take several count-limited runs at less than half the work, issue 40), then back: the
 * back-off is raised once per failed probe (not per purchase), the queue does not contact the server while
 * it runs, and once the server is back the first purchase is delivered within 30 s and every one once.
 * The engine's clock (ctx.now) is moved 10 s per queue run, as the job would run; the runs are real.
 * (budgetMs/maxPurchases: see `tick`.)
 */
let w: ShopWorld;
let game: FakeRconServer | null = null;
let port = 0;
let serverId = 0;
let clock = Date.now();
const players = fakePlayers(20);
const ORDERS = players.length * 10;

beforeAll(async () => {
  w = await createShopWorld();
  w.t.ctx.now = () => new Date(clock);
  game = await startFakeRcon({ password: RCON_PASSWORD, players });
  port = game.port;
  const [row] = await w.t.ctx.db
    .insert(servers)
    .values({
      botId: w.botId,
      name: 'Ragnarok',
      ip: game.host,
      rconPort: port,
      rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
    })
    .returning();
  serverId = row!.id;
});
afterAll(async () => {
  await game?.close();
  await w?.close();
});

/**
 * A run ends at 40 deliveries (the count limit), never at a real-time budget: the number of runs and what
 * each does is the same on a quiet and on a loaded machine.
 */
const tick = async (runs: QueueRun[]) => {
  clock += 10_000;
  const run = await runDeliveryQueue(w.t.ctx, { budgetMs: Infinity, maxPurchases: 40 });
  runs.push(run);
  return run;
};

describe('a server down for 150 s with 200 waiting purchases', () => {
  it('is probed once per back-off step, and once back its purchases arrive within 30 s, each once', async () => {
    const kits: { id: number }[] = [];
    for (let k = 0; k < 10; k++)
      kits.push(await w.addKit({ price: 1, itemGroups: [group(0, 'Main', [`GiveItem {eos_id} R${k}`])] }));
    const buyers: { id: number }[] = [];
    for (const p of players) buyers.push(await w.addPlayer({ name: p.name, eosId: p.eosId, credits: 100 }));

    // the server goes down; 200 orders come in (10 per player, 5 players at a time)
    await game!.close();
    game = null;
    const ids: number[] = [];
    for (let i = 0; i < buyers.length; i += 5)
      await Promise.all(
        buyers.slice(i, i + 5).map(async (b) => {
          for (const kit of kits) {
            const p = await buyKit(w.t.ctx, {
              botId: w.botId,
              playerId: b.id,
              kitId: kit.id,
              serverId,
              source: 'api',
              actor: 'test',
            });
            expect(p.status).toBe('waiting');
            expect(p.waitingReason).toMatch(/^Waiting for Ragnarok to come back \(/);
            ids.push(p.id);
          }
        }),
      );
    expect(ids).toHaveLength(ORDERS);
    // one failed probe so far, not one per order
    expect(serverBackoff(w.t.ctx, serverId).failures).toBe(1);

    // 150 s down: a run every 10 s; the server is asked once per back-off step (10 s, then every 20 s)
    const down: QueueRun[] = [];
    for (let i = 0; i < 15; i++) await tick(down);
    expect(down.every((r) => r.delivered === 0 && r.attempted === 0)).toBe(true);
    const probes = serverBackoff(w.t.ctx, serverId).failures;
    expect(probes).toBeGreaterThanOrEqual(5);
    expect(probes).toBeLessThanOrEqual(9);

    // back up on the same port
    game = await startFakeRcon({ password: RCON_PASSWORD, players }, port);
    const backAt = clock;
    const up: QueueRun[] = [];
    let firstDeliveryAt = 0;
    const drainStarted = Date.now();
    for (let i = 0; i < 60; i++) {
      const run = await tick(up);
      if (run.delivered > 0 && !firstDeliveryAt) firstDeliveryAt = clock;
      if (firstDeliveryAt && run.stoppedBy === 'done' && run.attempted === 0) break;
    }
    const drainMs = Date.now() - drainStarted;
    expect(firstDeliveryAt - backAt).toBeLessThanOrEqual(30_000);
    const rows = await w.t.ctx.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(inArray(purchases.id, ids), eq(purchases.status, 'delivered')));
    expect(rows).toHaveLength(ORDERS);
    // every command exactly once
    const gives = game.commands.filter((c) => c.startsWith('GiveItem'));
    expect(gives).toHaveLength(ORDERS);
    expect(new Set(gives).size).toBe(ORDERS);
    expect(serverBackoff(w.t.ctx, serverId)).toMatchObject({ failures: 0, retryAt: null });
    console.log(
      `server back: first delivery ${(firstDeliveryAt - backAt) / 1000} s (engine clock) after it returned; ` +
        `${ORDERS} purchases drained in ${drainMs} ms real time (${Math.round(ORDERS / (drainMs / 1000))}/s), ` +
        `${probes} probes while down, runs: ${up.map((r) => `${r.delivered}/${r.stoppedBy}/${r.durationMs}ms`).join(' ')}`,
    );
  }, 300_000);
});
