import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { defaultBotSettings } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, creditTransfers, players } from '../../db/schema';
import { insertPlayer } from '../../db/factories';
import { encryptSettings } from '../bots/secrets';
import { sendCredits, type TransferInput } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const settings = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
  settings.transferSettings = { ...settings.transferSettings, isEnabled: true, feePercent: 10 };
  await t.ctx.db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, t.ctx.secrets) })
    .where(eq(botInstances.id, t.botId));
});
afterAll(async () => t?.close());

const send = (over: Partial<TransferInput> & Pick<TransferInput, 'fromPlayerId' | 'toPlayerId'>) =>
  sendCredits(t.ctx, {
    botId: t.botId,
    amount: 10,
    source: 'discord',
    actor: 'race test',
    idempotencyKey: `race:${Math.random()}`,
    ...over,
  });

const settle = (calls: Promise<unknown>[]) => Promise.allSettled(calls);

describe('transfers under concurrency (both databases: run with DATABASE_URL for PostgreSQL)', () => {
  it('20 parallel transfers in both directions: balances and history exact, never below 0, no deadlock', async () => {
    const a = await insertPlayer(t.ctx.db, t.botId, { name: 'Race A', credits: 100 });
    const b = await insertPlayer(t.ctx.db, t.botId, { name: 'Race B', credits: 30 });
    // A has enough for 9 transfers of 10 + 1 fee (99 credits); B sends 5 to A in between (opposite row order)
    const calls = [
      ...Array.from({ length: 15 }, () => send({ fromPlayerId: a.id, toPlayerId: b.id })),
      ...Array.from({ length: 5 }, () => send({ fromPlayerId: b.id, toPlayerId: a.id })),
    ];
    const results = await settle(calls);
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) expect((r.reason as { code?: string }).code).toBe('not_enough_credits');
    const rows = await t.ctx.db
      .select()
      .from(players)
      .where(inArray(players.id, [a.id, b.id]));
    const byId = new Map(rows.map((p) => [p.id, p.credits]));
    const transfers = await t.ctx.db
      .select()
      .from(creditTransfers)
      .where(inArray(creditTransfers.fromPlayerId, [a.id, b.id]));
    expect(transfers).toHaveLength(ok);
    const fromA = transfers.filter((x) => x.fromPlayerId === a.id).length;
    const fromB = transfers.filter((x) => x.fromPlayerId === b.id).length;
    // every credit accounted for: 11 per transfer leaves the sender, 10 arrive, 1 is the fee
    expect(byId.get(a.id)).toBe(100 - 11 * fromA + 10 * fromB);
    expect(byId.get(b.id)).toBe(30 - 11 * fromB + 10 * fromA);
    expect(byId.get(a.id)).toBeGreaterThanOrEqual(0);
    expect(byId.get(b.id)).toBeGreaterThanOrEqual(0);

    // A sends at least 9 (its balance only falls by its own sends: 100 - 11 x 8 still covers one more)
    expect(fromA).toBeGreaterThanOrEqual(9);
    // the history of each player replays to its balance
    for (const p of [a, b]) {
      const [sum] = await t.ctx.db
        .select({ total: sql<number>`coalesce(sum(${creditHistory.amount}), 0)::int` })
        .from(creditHistory)
        .where(eq(creditHistory.playerId, p.id));
      expect(p.credits + Number(sum!.total)).toBe(byId.get(p.id));
    }
  });

  it('20 parallel calls with ONE idempotency key send once and all answer that transfer', async () => {
    const a = await insertPlayer(t.ctx.db, t.botId, { name: 'Key A', credits: 1000 });
    const b = await insertPlayer(t.ctx.db, t.botId, { name: 'Key B', credits: 0 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        send({ fromPlayerId: a.id, toPlayerId: b.id, amount: 50, idempotencyKey: 'one-key' }),
      ),
    );
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const rows = await t.ctx.db
      .select()
      .from(players)
      .where(inArray(players.id, [a.id, b.id]));
    expect(rows.find((p) => p.id === a.id)!.credits).toBe(1000 - 55);
    expect(rows.find((p) => p.id === b.id)!.credits).toBe(50);
    expect(await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, b.id))).toHaveLength(
      1,
    );
  });
});
