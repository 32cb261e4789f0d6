import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { createRuntime, type Runtime } from '../../../bootstrap';
import { inGameInbox, purchaseCommands, purchases, servers } from '../../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../../integrations/rcon/fake-server';
import { RconPool } from '../../../integrations/rcon/pool';
import { withHeartbeat } from '../../../lib/work-queue';
import { claimRow, INBOX_LEASE_MS, renewRow } from '../../in-game-shop/inbox';
import { buyKit } from '..';
import { createShopWorld, group, RCON_PASSWORD, type ShopWorld } from '../fixtures';
import { LEASE_MS } from './claims';
import { deliverNow, runDeliveryQueue } from './queue';
import { gatedProxy } from '../../../../test/helpers/gated-proxy';

/**
 * Short leases renewed by a heartbeat (issue 34), in real time: a holder that works longer than the lease
 * keeps its purchase (or in-game inbox row) while it heartbeats; once its heartbeat stops (a process that
 * froze or died) another app instance on the same database takes the item over within the lease.
 */
let w: ShopWorld;
let fake: FakeRconServer;
let second: Runtime | null = null;
let other: AppContext;
const EOS_H = '0002cccccccccccccccccccccccccccc';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  w = await createShopWorld();
  fake = await startFakeRcon({ password: RCON_PASSWORD, players: [] });
  second = process.env.DATABASE_URL ? await createRuntime(w.t.ctx.config, { inMemory: true }) : null;
  // PGlite cannot be opened twice: there the other instance shares the database but has its own RCON pool
  other = second ? second.ctx : { ...w.t.ctx, rcon: new RconPool() };
});
afterAll(async () => {
  if (second) await second.close();
  else await other?.rcon.close();
  await fake?.close();
  await w?.close();
});

describe('leases renewed by a heartbeat', () => {
  it(
    'a delivery stuck on the network keeps its purchase while it heartbeats; once it stops, another instance takes it over within the lease and delivers once',
    { timeout: 90_000 },
    async () => {
      const proxy = await gatedProxy(fake, false);
      // the holder's own pool waits a minute for a connection (a slow network), far longer than the lease
      const holder: AppContext = { ...w.t.ctx, rcon: new RconPool({ connectTimeoutMs: 60_000 }) };
      try {
        const [server] = await w.t.ctx.db
          .insert(servers)
          .values({
            botId: w.botId,
            name: 'Heartbeat',
            ip: '127.0.0.1',
            rconPort: proxy.port,
            rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
          })
          .returning();
        const kit = await w.addKit({ itemGroups: [group(0, 'G', ['BeatA {eos_id}', 'BeatB {eos_id}'])] });
        const p = await w.addPlayer({ eosId: EOS_H, credits: 100 });
        const view = await buyKit(w.t.ctx, {
          botId: w.botId,
          playerId: p.id,
          kitId: kit.id,
          serverId: server!.id,
          source: 'portal',
          actor: 'test',
        });
        expect(view.status).toBe('waiting'); // the buyer is not online yet
        fake.options.players = [{ name: 'H', eosId: EOS_H }];
        // the holder claims it and connects; its connection is held
        proxy.setHold(true);
        let paused = false;
        const [row] = await w.t.ctx.db.select().from(purchases).where(eq(purchases.id, view.id));
        const holding = deliverNow(holder, row!, { heartbeatPaused: () => paused });
        while (proxy.held() < 1) await sleep(20);
        proxy.setHold(false);
        // longer than the lease: it heartbeats, so nobody takes it over
        await sleep(LEASE_MS + 1_500);
        const early = await runDeliveryQueue(other, { budgetMs: 5_000 });
        expect(early.recovered).toBe(0);
        expect((await w.purchase(view.id)).status).toBe('delivering');
        // the holder "dies": its heartbeat stops; the other instance polls its queue as the job would
        paused = true;
        const stoppedAt = Date.now();
        let takenOverMs = -1;
        while (Date.now() - stoppedAt < 30_000) {
          const r = await runDeliveryQueue(other, { budgetMs: 5_000 });
          if (r.recovered > 0) {
            takenOverMs = Date.now() - stoppedAt;
            break;
          }
          await sleep(250);
        }
        expect(takenOverMs).toBeGreaterThan(0);
        expect(takenOverMs).toBeLessThanOrEqual(15_000);
        expect((await w.purchase(view.id)).status).toBe('delivered');
        // the old holder's connection comes up: it sends nothing (its claim is gone)
        proxy.release();
        expect((await holding).status).toBe('delivered');
        await sleep(200);
        expect(fake.commands.filter((c) => c.startsWith('Beat'))).toEqual([
          `BeatA ${EOS_H}`,
          `BeatB ${EOS_H}`,
        ]);
        const cmds = await w.t.ctx.db
          .select()
          .from(purchaseCommands)
          .where(eq(purchaseCommands.purchaseId, view.id));
        expect(cmds.map((c) => c.status)).toEqual(['ok', 'ok']);
        console.log(
          `purchase taken over ${takenOverMs} ms after its holder's heartbeat stopped (lease ${LEASE_MS} ms, ${w.t.ctx.database.kind})`,
        );
      } finally {
        await proxy.close();
        await holder.rcon.close();
      }
    },
  );

  it(
    'an in-game inbox row: kept while its holder heartbeats, taken over within the lease once it stops',
    { timeout: 60_000 },
    async () => {
      const [row] = await w.t.ctx.db
        .insert(inGameInbox)
        .values({
          botId: w.botId,
          serverId: w.servers.island,
          rawLine: 'H: /kit x',
          platformName: 'H',
          message: '/kit x',
          command: 'kit',
        })
        .returning();
      const now = () => new Date();
      expect(await claimRow(w.t.ctx.db, row!.id, 'holder', now())).not.toBeNull();
      let paused = false;
      let takenOverMs = -1;
      await withHeartbeat(
        () => renewRow(w.t.ctx.db, row!.id, 'holder', now()),
        async () => {
          await sleep(INBOX_LEASE_MS + 1_500);
          expect(await claimRow(other.db, row!.id, 'other', now())).toBeNull();
          paused = true;
          const stoppedAt = Date.now();
          while (Date.now() - stoppedAt < 30_000) {
            if (await claimRow(other.db, row!.id, 'other', now())) {
              takenOverMs = Date.now() - stoppedAt;
              break;
            }
            await sleep(250);
          }
        },
        { paused: () => paused },
      );
      expect(takenOverMs).toBeGreaterThan(0);
      expect(takenOverMs).toBeLessThanOrEqual(INBOX_LEASE_MS + 500);
      // the old holder cannot renew (nor finish) it any more
      expect(await renewRow(w.t.ctx.db, row!.id, 'holder', now())).toBe(false);
      console.log(`inbox row taken over ${takenOverMs} ms after its holder's heartbeat stopped`);
    },
  );
});
