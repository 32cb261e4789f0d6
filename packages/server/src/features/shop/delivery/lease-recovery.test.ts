import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray, sql } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import { purchaseCommands, purchases } from '../../../db/schema';
import { createShopWorld, type ShopWorld } from '../fixtures';
import { recoverLeases, RECOVERY_BATCH } from './lease-recovery';

/**
 * A dead worker's claims taken over in batches (issue 34: one transaction per purchase took 15.5 s for 94
 * claims): 300 claims whose lease ran out, a third of them with a command in flight. One pass takes them all
 * (two transactions of at most RECOVERY_BATCH), those with a command in flight become `unknown` with their
 * notice, the others go back to `queued`; no pending command changes. A dead queue run's claims are taken at
 * once with `abandonedBy`, a live worker's never; on PostgreSQL a row another transaction holds is skipped.
 */
const TOTAL = 300;
let w: ShopWorld;
const clock = new Date('2031-06-01T12:00:00Z');
beforeAll(async () => {
  w = await createShopWorld();
  w.t.ctx.now = () => clock;
});
afterAll(async () => w?.close());

/** `n` purchases in `delivering` held by `owner` until `until`, two commands each; the first `sending` for every third. */
async function claims(n: number, owner: string, until: Date): Promise<number[]> {
  const kit = await w.addKit({ price: 10, name: `Held by ${owner}` });
  const buyer = await w.addPlayer({ credits: 0 });
  const rows = await w.t.ctx.db
    .insert(purchases)
    .values(
      Array.from({ length: n }, () => ({
        botId: w.botId,
        playerId: buyer.id,
        playerName: buyer.name,
        kitId: kit.id,
        kitName: kit.name,
        serverId: w.servers.island,
        serverName: 'Island',
        source: 'api',
        price: 10,
        status: 'delivering',
        leaseOwner: owner,
        leaseUntil: until,
      })),
    )
    .returning({ id: purchases.id });
  const ids = rows.map((r) => r.id);
  await w.t.ctx.db.insert(purchaseCommands).values(
    ids.flatMap((id, i) => [
      { purchaseId: id, position: 0, command: `First ${id}`, status: i % 3 === 0 ? 'sending' : 'ok' },
      { purchaseId: id, position: 1, command: `Second ${id}`, status: 'pending' },
    ]),
  );
  return ids;
}

const statusOf = async (ids: number[]) =>
  w.t.ctx.db
    .select({ id: purchases.id, status: purchases.status, leaseOwner: purchases.leaseOwner })
    .from(purchases)
    .where(inArray(purchases.id, ids))
    .orderBy(asc(purchases.id));

describe('recovery of a dead worker claims', () => {
  it('takes 300 expired claims in one pass: in flight -> unknown with a notice, the rest -> queued', async () => {
    const ids = await claims(TOTAL, 'worker:dead', new Date(clock.getTime() - 1_000));
    const noticesBefore = (await w.ownerNotifications()).length;
    const started = Date.now();
    const done = await recoverLeases(w.t.ctx, 'worker:me');
    console.log(
      `recovered ${TOTAL} claims (${done.unknown} unknown) in ${Date.now() - started} ms (${w.t.ctx.database.kind})`,
    );
    expect(done).toEqual({ queued: TOTAL - TOTAL / 3, unknown: TOTAL / 3 });
    expect(TOTAL).toBeGreaterThan(RECOVERY_BATCH);
    const rows = await statusOf(ids);
    rows.forEach((r, i) => {
      expect(r.status).toBe(i % 3 === 0 ? 'unknown' : 'queued');
      expect(r.leaseOwner).toBe('');
    });
    const commands = await w.t.ctx.db
      .select()
      .from(purchaseCommands)
      .where(inArray(purchaseCommands.purchaseId, ids))
      .orderBy(asc(purchaseCommands.purchaseId), asc(purchaseCommands.position));
    for (const c of commands) {
      const i = ids.indexOf(c.purchaseId);
      if (c.position === 1) expect(c.status).toBe('pending');
      else if (i % 3 === 0) expect([c.status, c.response]).toEqual(['unknown', shopMessages.interrupted]);
      else expect(c.status).toBe('ok');
    }
    // the owner is told of the orders that need a decision
    expect((await w.ownerNotifications()).length).toBeGreaterThan(noticesBefore);
    // nothing left: a second pass finds nothing
    expect(await recoverLeases(w.t.ctx, 'worker:me')).toEqual({ queued: 0, unknown: 0 });
  });

  it("a dead queue run's claims are taken at once with abandonedBy; a live worker's never", async () => {
    const future = new Date(clock.getTime() + 60_000);
    const dead = await claims(5, 'queue:dead-run', future);
    const live = await claims(3, 'queue:live-run', future);
    expect(await recoverLeases(w.t.ctx, 'queue:me')).toEqual({ queued: 0, unknown: 0 });
    const done = await recoverLeases(w.t.ctx, 'queue:me', { abandonedBy: 'queue:dead-run' });
    expect(done.queued + done.unknown).toBe(5);
    expect((await statusOf(dead)).map((r) => r.status)).toEqual([
      'unknown',
      'queued',
      'queued',
      'unknown',
      'queued',
    ]);
    expect(
      (await statusOf(live)).every((r) => r.status === 'delivering' && r.leaseOwner === 'queue:live-run'),
    ).toBe(true);
    // with ids: only those
    const only = await recoverLeases(w.t.ctx, 'queue:me', { abandonedBy: 'queue:live-run', ids: [live[1]!] });
    expect(only).toEqual({ queued: 1, unknown: 0 });
    expect((await statusOf(live)).map((r) => r.status)).toEqual(['delivering', 'queued', 'delivering']);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a claim another transaction holds (a delivery marking it) is skipped, and taken by the next pass',
    async () => {
      const ids = await claims(4, 'worker:gone', new Date(clock.getTime() - 1_000));
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = w.t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select id from purchases where id = ${ids[2]!} for update`);
        locked();
        await held;
      });
      await isLocked;
      const first = await recoverLeases(w.t.ctx, 'worker:me');
      release();
      await holder;
      expect(first.queued + first.unknown).toBe(3);
      expect((await statusOf(ids)).map((r) => r.status)).toEqual([
        'unknown',
        'queued',
        'delivering',
        'unknown',
      ]);
      const second = await recoverLeases(w.t.ctx, 'worker:me');
      expect(second).toEqual({ queued: 1, unknown: 0 });
    },
  );
});
