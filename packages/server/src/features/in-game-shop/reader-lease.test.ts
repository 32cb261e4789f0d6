import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { createRuntime, type Runtime } from '../../bootstrap';
import { botInstances, inGameReaders, servers } from '../../db/schema';
import { RconPool } from '../../integrations/rcon/pool';
import { gatedProxy } from '../../../test/helpers/gated-proxy';
import { READER_LEASE_MS, runInGameReaders } from './reader';
import { createInGameWorld, type InGameWorld } from './test-world';

/**
 * The in-game reader's per-server lease (issue 34), in real time: a holder whose read hangs keeps the
 * server while its heartbeat renews the lease; once the heartbeat stops (a process that froze or died)
 * another process reads the server within the lease, and the chat is stored once. Two readers racing read
 * a server once. PGlite (the other "process" shares the database with its own RCON pool) and PostgreSQL
 * (a second runtime).
 */
let w: InGameWorld;
let second: Runtime | null = null;
let other: AppContext;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  w = await createInGameWorld();
  second = process.env.DATABASE_URL ? await createRuntime(w.t.ctx.config, { inMemory: true }) : null;
  other = second ? second.ctx : { ...w.t.ctx, rcon: new RconPool() };
});
afterAll(async () => {
  if (second) await second.close();
  else await other?.rcon.close();
  await w?.close();
});

const readerOf = async (serverId: number) =>
  (await w.t.ctx.db.select().from(inGameReaders).where(eq(inGameReaders.serverId, serverId)))[0];

describe('the in-game reader lease', () => {
  it(
    'a hanging read keeps its server while it heartbeats; once it stops, another process reads it within the lease',
    { timeout: 60_000 },
    async () => {
      const proxy = await gatedProxy(w.fake, true);
      // the holder's pool waits a minute for its connection (a read that hangs), far longer than the lease
      const holder: AppContext = { ...w.t.ctx, rcon: new RconPool({ connectTimeoutMs: 60_000 }) };
      try {
        await w.t.ctx.db.update(servers).set({ rconPort: proxy.port }).where(eq(servers.id, w.serverId));
        w.say('Alice', 'hello there');
        let paused = false;
        const holding = runInGameReaders(holder, { owner: 'holder', heartbeatPaused: () => paused });
        while (proxy.held() < 1) await sleep(20);
        proxy.setHold(false);
        await sleep(READER_LEASE_MS + 1_500);
        await runInGameReaders(other, { owner: 'other' });
        expect((await readerOf(w.serverId))?.leaseOwner).toBe('holder');
        expect(w.fake.commands.filter((c) => c === 'GetChat')).toHaveLength(0);
        // the holder "dies": its heartbeat stops; the other process runs the reader job as the scheduler would
        paused = true;
        const stoppedAt = Date.now();
        let takenOverMs = -1;
        while (Date.now() - stoppedAt < 30_000) {
          await runInGameReaders(other, { owner: 'other' });
          if ((await readerOf(w.serverId))?.lastOkAt) {
            takenOverMs = Date.now() - stoppedAt;
            break;
          }
          await sleep(250);
        }
        expect(takenOverMs).toBeGreaterThan(0);
        expect(takenOverMs).toBeLessThanOrEqual(READER_LEASE_MS + 1_000);
        expect((await w.inbox()).map((r) => r.message)).toEqual(['hello there']);
        // the old holder's read comes through late: the buffer is empty, nothing is stored twice
        proxy.release();
        await holding;
        expect(w.fake.commands.filter((c) => c === 'GetChat')).toHaveLength(2);
        expect((await w.inbox()).map((r) => r.message)).toEqual(['hello there']);
        console.log(
          `in-game reader taken over ${takenOverMs} ms after its holder's heartbeat stopped (lease ${READER_LEASE_MS} ms, ${w.t.ctx.database.kind})`,
        );
      } finally {
        await w.t.ctx.db.update(servers).set({ rconPort: w.fake.port }).where(eq(servers.id, w.serverId));
        await proxy.close();
        await holder.rcon.close();
      }
    },
  );

  it('two readers racing read each server once and store its lines once', async () => {
    const race = await createInGameWorld({ t: w.t });
    try {
      // only this world's instance is read (the first one's is switched off)
      await w.t.ctx.db
        .update(botInstances)
        .set({
          settings: sql`jsonb_set(${botInstances.settings}, '{inGameShopSettings,serverIds}', '[]'::jsonb)`,
        })
        .where(eq(botInstances.id, w.botId));
      race.say('Bob', 'first line');
      race.say('Bob', 'second line');
      const [a, b] = await Promise.all([
        runInGameReaders(w.t.ctx, { owner: 'racer-a' }),
        runInGameReaders(other, { owner: 'racer-b' }),
      ]);
      expect(a + b).toBe(1);
      expect(race.fake.commands.filter((c) => c === 'GetChat')).toHaveLength(1);
      expect((await race.inbox()).map((r) => r.message)).toEqual(['first line', 'second line']);
      expect((await readerOf(race.serverId))?.leaseOwner).toBe('');
    } finally {
      await race.close();
    }
  });
});
