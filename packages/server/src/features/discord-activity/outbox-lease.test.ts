import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { createRuntime, type Runtime } from '../../bootstrap';
import { withHeartbeat } from '../../lib/work-queue';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import {
  ackDiscordMessage,
  claimDiscordOutbox,
  OUTBOX_LEASE_MS,
  OUTBOX_PER_INSTANCE,
  queueDiscordMessages,
  renewDiscordOutbox,
} from './outbox';

/**
 * The Discord outbox's claim (issue 34): fair across instances, disjoint between racing claimers, a short
 * lease renewed by a heartbeat while its claimer posts and taken over by another process within the lease
 * once the heartbeat stops. Real time; PGlite (the other "process" shares the database) and PostgreSQL (a
 * second runtime). The instances are plain numbers: outbox rows name their instance without a foreign key.
 */
let t: TestApp;
let second: Runtime | null = null;
let other: AppContext;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => new Date();
const queue = (botId: number, n: number, from = 0) =>
  queueDiscordMessages(
    t.ctx.db,
    Array.from({ length: n }, (_, i) => ({
      id: `lease-test:${botId}:${String(from + i).padStart(3, '0')}`,
      botId,
      channelId: '700000000000000009',
      text: `message ${String(from + i).padStart(3, '0')}`,
    })),
    now(),
  );

beforeAll(async () => {
  t = await createTestApp();
  second = process.env.DATABASE_URL ? await createRuntime(t.ctx.config, { inMemory: true }) : null;
  other = second ? second.ctx : t.ctx;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('the Discord outbox claim', () => {
  it('is fair across instances: a backlog of one does not push another instance out of the claim', async () => {
    await queue(910_001, 60);
    await sleep(5);
    await queue(910_002, 1);
    const claimed = await claimDiscordOutbox(t.ctx.db, [910_001, 910_002], now(), { limit: 30 });
    expect(claimed.filter((m) => m.botId === 910_002)).toHaveLength(1);
    const a = claimed.filter((m) => m.botId === 910_001).map((m) => m.text);
    // the instance's oldest, in order, at most OUTBOX_PER_INSTANCE of them
    expect(a).toEqual(
      Array.from(
        { length: Math.min(29, OUTBOX_PER_INSTANCE) },
        (_, i) => `message ${String(i).padStart(3, '0')}`,
      ),
    );
  });

  it('racing claimers get disjoint rows that together are every message', async () => {
    await queue(910_003, 40);
    const ids = [910_003];
    const claims = await Promise.all([
      claimDiscordOutbox(t.ctx.db, ids, now(), { owner: 'a', limit: 15 }),
      claimDiscordOutbox(other.db, ids, now(), { owner: 'b', limit: 15 }),
      claimDiscordOutbox(t.ctx.db, ids, now(), { owner: 'c', limit: 15 }),
    ]);
    const keys = claims.flat().map((m) => m.key);
    for (;;) {
      const rest = await claimDiscordOutbox(other.db, ids, now(), { owner: 'd' });
      if (!rest.length) break;
      keys.push(...rest.map((m) => m.key));
    }
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
  });

  it(
    'a claim is kept while its claimer heartbeats; once it stops, another process takes it within the lease',
    { timeout: 60_000 },
    async () => {
      await queue(910_004, 2);
      const ids = [910_004];
      const held = await claimDiscordOutbox(t.ctx.db, ids, now(), { owner: 'holder' });
      expect(held).toHaveLength(2);
      // the holder posts the first one, then is held up (a Discord rate limit), then "dies"
      await ackDiscordMessage(t.ctx.db, held[0]!.key);
      let paused = false;
      let takenOverMs = -1;
      let taken: Awaited<ReturnType<typeof claimDiscordOutbox>> = [];
      await withHeartbeat(
        async () => (await renewDiscordOutbox(t.ctx.db, 'holder', now())) > 0,
        async () => {
          await sleep(OUTBOX_LEASE_MS + 1_500);
          expect(await claimDiscordOutbox(other.db, ids, now(), { owner: 'other' })).toEqual([]);
          paused = true;
          const stoppedAt = Date.now();
          while (Date.now() - stoppedAt < 30_000) {
            taken = await claimDiscordOutbox(other.db, ids, now(), { owner: 'other' });
            if (taken.length) {
              takenOverMs = Date.now() - stoppedAt;
              break;
            }
            await sleep(250);
          }
        },
        { paused: () => paused },
      );
      expect(takenOverMs).toBeGreaterThan(0);
      expect(takenOverMs).toBeLessThanOrEqual(OUTBOX_LEASE_MS + 1_000);
      // only the message not yet posted: the posted one was deleted by its holder
      expect(taken.map((m) => m.key)).toEqual([held[1]!.key]);
      expect(taken[0]!.leaseOwner).toBe('other');
      // the old holder renews nothing any more
      expect(await renewDiscordOutbox(t.ctx.db, 'holder', now())).toBe(0);
      console.log(
        `outbox message taken over ${takenOverMs} ms after its claimer's heartbeat stopped (lease ${OUTBOX_LEASE_MS} ms, ${t.ctx.database.kind})`,
      );
    },
  );
});
