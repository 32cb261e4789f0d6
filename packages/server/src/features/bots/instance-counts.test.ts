import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances } from '../../db/schema';
import {
  foldInstanceCounts,
  playersAndCredits,
  purchaseCountsByStatus,
  runInstanceCountsFold,
} from './instance-counts';

/**
 * The counts kept per instance (migration 0048) equal what a scan of purchases and players answers, after
 * every kind of write (single rows, bulk updates, deletes, an instance deleted), before and after the deltas
 * are folded, and with writers and two folds running at once.
 */
let t: TestApp;
const bots: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) {
    const [row] = await t.ctx.db
      .insert(botInstances)
      .values({ guildId: String(820000000000000000n + BigInt(i)), ownerId: '100000000000000001' })
      .returning();
    bots.push(row!.id);
  }
});
afterAll(() => t?.close());

const scanned = async (botId: number) => {
  const { rows } = await t.ctx.db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from purchases where bot_id = ${botId} group by status`,
  );
  const [p] = (
    await t.ctx.db.execute<{ players: number; credits: number }>(
      sql`select count(*)::int as players, coalesce(sum(credits), 0)::int as credits from players where bot_id = ${botId}`,
    )
  ).rows;
  return {
    statuses: Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])),
    players: { players: Number(p!.players), credits: Number(p!.credits) },
  };
};
const kept = async (botId: number) => ({
  statuses: await purchaseCountsByStatus(t.ctx.db, botId),
  players: await playersAndCredits(t.ctx.db, botId),
});
const expectExact = async () => {
  for (const botId of bots) expect(await kept(botId), `instance ${botId}`).toEqual(await scanned(botId));
};

let seq = 0;
const addPlayers = (botId: number, n: number, credits: number) =>
  t.ctx.db.execute(sql`
    insert into players (bot_id, name, discord_id, credits)
    select ${botId}, 'P' || g, (${String(830000000000000000n + BigInt(seq++ * 1000))}::bigint + g)::text, ${credits}
    from generate_series(1, ${n}) g`);
const addPurchases = (botId: number, n: number, status: string) =>
  t.ctx.db.execute(sql`
    insert into purchases (bot_id, player_id, player_name, kit_name, source, price, status)
    select ${botId}, (select min(id) from players where bot_id = ${botId}), 'P', 'Kit', 'discord', 10, ${status}
    from generate_series(1, ${n}) g`);

describe('instance counts kept by triggers', () => {
  it('equal a scan after inserts, status changes, credit changes and deletes, before and after a fold', async () => {
    const [a, b] = bots as [number, number];
    await addPlayers(a, 30, 100);
    await addPlayers(b, 5, 7);
    await addPurchases(a, 40, 'pending');
    await addPurchases(b, 3, 'delivered');
    await expectExact();
    // one row, several rows, and an update that changes nothing counted
    await t.ctx.db.execute(
      sql`update purchases set status = 'delivered' where id = (select min(id) from purchases where bot_id = ${a})`,
    );
    await t.ctx.db.execute(
      sql`update purchases set status = 'failed' where bot_id = ${a} and status = 'pending' and id % 3 = 0`,
    );
    await t.ctx.db.execute(sql`update purchases set error = 'x' where bot_id = ${a}`);
    await t.ctx.db.execute(sql`update players set credits = credits + 5 where bot_id = ${a} and id % 2 = 0`);
    await t.ctx.db.execute(sql`update players set credits = 0 where bot_id = ${b}`);
    await expectExact();
    expect(await foldInstanceCounts(t.ctx)).toBeGreaterThan(0);
    await expectExact();
    await t.ctx.db.execute(sql`delete from purchases where bot_id = ${a} and status = 'failed'`);
    await t.ctx.db.execute(
      sql`delete from players where bot_id = ${a} and id % 5 = 0 and id not in (select player_id from purchases)`,
    );
    await expectExact();
    await runInstanceCountsFold(t.ctx);
    await expectExact();
    const { rows } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from instance_count_deltas`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('a deleted instance counts down to nothing', async () => {
    const c = bots[2]!;
    await addPlayers(c, 4, 50);
    await addPurchases(c, 6, 'waiting');
    await runInstanceCountsFold(t.ctx);
    expect(await kept(c)).toEqual({ statuses: { waiting: 6 }, players: { players: 4, credits: 200 } });
    await t.ctx.db.execute(sql`delete from bot_instances where id = ${c}`);
    expect(await kept(c)).toEqual({ statuses: {}, players: { players: 0, credits: 0 } });
    await runInstanceCountsFold(t.ctx);
    const { rows } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from instance_counts where bot_id = ${c}`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    bots.pop();
  });

  it('stay exact with writers and two folds running at once', { timeout: 120_000 }, async () => {
    const [a, b] = bots as [number, number];
    const writers = Array.from({ length: 8 }, (_, i) =>
      (async () => {
        for (let round = 0; round < 10; round++) {
          const botId = i % 2 ? a : b;
          await addPurchases(botId, 3, 'pending');
          await t.ctx.db.execute(
            sql`update purchases set status = ${round % 2 ? 'delivered' : 'failed'} where id in (select id from purchases where bot_id = ${botId} and status = 'pending' order by id limit 2)`,
          );
          await t.ctx.db.execute(
            sql`update players set credits = credits + ${i} where id = (select max(id) from players where bot_id = ${botId})`,
          );
        }
      })(),
    );
    const folds = Array.from({ length: 2 }, () =>
      (async () => {
        for (let k = 0; k < 15; k++) await foldInstanceCounts(t.ctx, 7);
      })(),
    );
    await Promise.all([...writers, ...folds]);
    await expectExact();
    await runInstanceCountsFold(t.ctx);
    await expectExact();
  });
});
