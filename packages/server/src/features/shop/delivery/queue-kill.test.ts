import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { loadConfig } from '../../../config';
import { createRuntime, type Runtime } from '../../../bootstrap';
import { botInstances, notifications, players, purchases, servers } from '../../../db/schema';
import { insertKit, insertPlayer, itemGroup } from '../../../db/factories';
import { startFakeRcon, type FakeRconServer } from '../../../integrations/rcon/fake-server';
import { cloneTestDatabase, TEST_SECRET_KEY } from '../../../../test/helpers/db-template';
import { DEMO_GUILD_ID } from '../../demo/personas';
import { buyKit } from '..';
import { startJobsProcess, until } from '../../../../test/helpers/jobs-process';

/**
 * kill -9 of a real jobs process in the middle of a delivery (issue 23): a second process started right
 * after (the `delivery-queue` job runs in every jobs process) takes the purchase over once its lease runs out, settles the purchase that was
 * in flight (unknown: its command may have run) once, and delivers the queue behind it, each command once.
 */
const EOS_ID = '4f2a9c1be07d4e3a8b5c6d7e8f901234';
const PASSWORD = 'kill-test-pass';
const cleanup: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

const startJobs = (env: Record<string, string>) => startJobsProcess(env, cleanup);

describe('a jobs process killed during a delivery', () => {
  it(
    'the next process continues the queue within 30 s and the purchase ends once',
    { timeout: 180_000 },
    async () => {
      const rcon: FakeRconServer = await startFakeRcon({ password: PASSWORD, players: [] });
      cleanup.push(() => rcon.close());
      const db = await cloneTestDatabase('seeded');
      cleanup.push(() => db.drop());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-kill-'));
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        DATABASE_URL: db.databaseUrl,
        DATABASE_SCHEMA: db.schema,
        SECRET_KEY: TEST_SECRET_KEY,
        DEMO_MODE: 'false',
        NODE_ENV: '',
        PUBLIC_URL: 'http://localhost:3000',
        DISCORD_CLIENT_ID: 'test-client',
        DISCORD_CLIENT_SECRET: 'test-secret',
        DISCORD_BOT_TOKEN: 'test-bot-token',
        DISCORD_API_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'warn',
        JOBS: 'delivery-queue',
      };
      // the database as the API process left it: five orders of one buyer waiting for them to join
      let runtime: Runtime = await createRuntime(loadConfig(env), { pgliteDataDir: db.pgliteDataDir });
      let ctx = runtime.ctx;
      const [bot] = await ctx.db
        .update(botInstances)
        .set({ isShopEnabled: true })
        .where(eq(botInstances.guildId, DEMO_GUILD_ID))
        .returning();
      const [server] = await ctx.db
        .insert(servers)
        .values({
          botId: bot!.id,
          name: 'Kill Island',
          ip: rcon.host,
          rconPort: rcon.port,
          rconPassword: ctx.secrets.encrypt(PASSWORD),
        })
        .returning();
      const buyer = await insertPlayer(ctx.db, bot!.id, {
        name: 'Killed Buyer',
        eosId: EOS_ID,
        credits: 1000,
      });
      const names = ['KA', 'KB1', 'KB2', 'KB3', 'KB4'];
      const ids: number[] = [];
      for (const name of names) {
        const kit = await insertKit(ctx.db, bot!.id, {
          name,
          price: 10,
          itemGroups: [
            itemGroup(
              0,
              'Main',
              [1, 2, 3].map((n) => `GiveItem {eos_id} ${name}-${n}`),
            ),
          ],
        });
        const p = await buyKit(ctx, {
          botId: bot!.id,
          playerId: buyer.id,
          kitId: kit.id,
          serverId: server!.id,
          source: 'dashboard',
          actor: 'test',
        });
        expect(p.status).toBe('waiting');
        ids.push(p.id);
      }
      // the buyer joins; their orders are due
      await ctx.db.update(purchases).set({ nextAttemptAt: new Date() }).where(inArray(purchases.id, ids));
      rcon.options.players = [{ name: 'Killed Buyer', eosId: EOS_ID }];
      await runtime.close();

      // the first process hangs on KA's first command; it is killed while that command is in flight
      rcon.options.delayOn = (c) => (c.startsWith('GiveItem') ? 60_000 : undefined);
      const first = startJobs(env);
      const gives = () => rcon.commands.filter((c) => c.startsWith('GiveItem'));
      await until(
        'the first command',
        () => gives().length > 0,
        60_000,
        () => first.output.join(''),
      );
      expect(gives()).toEqual([`GiveItem ${EOS_ID} KA-1`]);
      first.child.kill('SIGKILL');
      const killedAt = Date.now();
      await first.exited;
      rcon.options.delayOn = undefined;
      rcon.dropConnections();

      const second = startJobs(env);
      const want = names.slice(1).flatMap((n) => [1, 2, 3].map((i) => `GiveItem ${EOS_ID} ${n}-${i}`));
      // the wait is counted from the later of the kill and the second process being ready: how long a
      // process takes to start depends on the machine's load, the lease it waits out does not
      let readyAt = 0;
      await until(
        'the next purchase',
        () => {
          if (!readyAt && second.output.join('').includes('ready')) readyAt = Date.now();
          return gives().length > 1;
        },
        120_000,
        () => second.output.join(''),
      );
      const continuedMs = Date.now() - Math.max(killedAt, readyAt || killedAt);
      await until(
        'the queue',
        () => gives().length >= 1 + want.length,
        60_000,
        () => second.output.join(''),
      );
      await new Promise((r) => setTimeout(r, 1_000));
      second.child.kill('SIGTERM');
      await second.exited;

      expect(continuedMs).toBeLessThanOrEqual(30_000);
      // every command at most once; KA's in-flight command never again, its others never sent
      expect(gives()).toEqual([`GiveItem ${EOS_ID} KA-1`, ...want]);
      runtime = await createRuntime(loadConfig(env));
      cleanup.push(() => runtime.close());
      ctx = runtime.ctx;
      const rows = await ctx.db.select().from(purchases).where(inArray(purchases.id, ids));
      const status = Object.fromEntries(rows.map((r) => [r.kitName, r.status]));
      expect(status).toEqual({
        KA: 'unknown',
        KB1: 'delivered',
        KB2: 'delivered',
        KB3: 'delivered',
        KB4: 'delivered',
      });
      // the owner is asked once about KA; nothing was refunded (an unknown purchase waits for their decision)
      const asked = await ctx.db
        .select()
        .from(notifications)
        .where(and(like(notifications.message, '%"KA"%'), like(notifications.message, '%may have run%')));
      expect(new Set(asked.map((n) => n.userId)).size).toBe(asked.length);
      expect(asked.length).toBeGreaterThan(0);
      const [after] = await ctx.db.select().from(players).where(eq(players.id, buyer.id));
      expect(after!.credits).toBe(1000 - 5 * 10);
      console.log(`delivery queue continued ${continuedMs} ms after kill -9 (${ctx.database.kind})`);
    },
  );
});
