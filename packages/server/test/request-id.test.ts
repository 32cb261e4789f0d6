// One purchase followed by its request id (issue 39): the HTTP call's X-Request-Id is answered back, is in
// the API's log lines, is stored with the purchase and its webhook deliveries, is in the delivery job's log
// line and is sent with each webhook call. On PostgreSQL the delivery and the webhook are done by a real
// jobs process (PROCESS_ROLE=jobs, its own log on standard output).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kits, players, purchases, servers, webhookDeliveries } from '../src/db/schema';
import { startFakeRcon, type FakeRconServer } from '../src/integrations/rcon/fake-server';
import { jobs } from '../src/jobs';
import { runJobOnce } from '../src/jobs/scheduler';
import { ONLINE_CACHE_MS } from '../src/features/shop/delivery/online';
import { createTestApp, type TestApp } from './helpers/harness';
import { TEST_SECRET_KEY } from './helpers/db-template';
import { productArgs } from './helpers/product-process';

const root = path.resolve(import.meta.dirname, '../../..');
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let game: FakeRconServer;
const apiLog: Record<string, unknown>[] = [];
const hooks: { event: string; requestId: string | undefined }[] = [];
let receiver: http.Server;
let hookUrl = '';
let jobsProcess: ChildProcess | null = null;
const dirs: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) apiLog.push(JSON.parse(line));
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  game = await startFakeRcon({ password: 'trace-pass', players: [] });
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hooks.push({ event: JSON.parse(body).type, requestId: req.headers['x-request-id'] as string });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hook`;
});
afterAll(async () => {
  if (jobsProcess && jobsProcess.exitCode === null) jobsProcess.kill('SIGKILL');
  await new Promise<void>((r) => receiver?.close(() => r()));
  await game?.close();
  await t?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A real jobs process on the test's PostgreSQL database; resolves with its log lines (growing). */
async function startJobsProcess(): Promise<Record<string, unknown>[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-trace-jobs-'));
  dirs.push(dir);
  const lines: Record<string, unknown>[] = [];
  const c = t.ctx.config;
  jobsProcess = spawn(process.execPath, productArgs('server'), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PROCESS_ROLE: 'jobs',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: c.databaseUrl,
      DATABASE_SCHEMA: c.databaseSchema,
      SECRET_KEY: TEST_SECRET_KEY,
      DEMO_MODE: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      DISCORD_CLIENT_ID: c.discord.clientId,
      DISCORD_CLIENT_SECRET: c.discord.clientSecret,
      DISCORD_API_URL: c.discord.apiUrl,
      SELF_HOSTED_TIER: 'none',
      LOG_LEVEL: 'info',
    },
  });
  let rest = '';
  jobsProcess.stdout!.on('data', (d: Buffer) => {
    rest += d.toString('utf8');
    const parts = rest.split('\n');
    rest = parts.pop()!;
    for (const l of parts.filter(Boolean)) {
      try {
        lines.push(JSON.parse(l));
      } catch {
        lines.push({ msg: l });
      }
    }
  });
  await until('the jobs process to start', () => lines.some((l) => /health checks on/.test(String(l.msg))));
  return lines;
}

describe('a request id followed from the HTTP call through the delivery and the webhook', () => {
  it('is answered back, logged, stored with the purchase and its webhooks, and sent with them', async () => {
    // an API key, a webhook endpoint, a kit on a game server where the buyer is not online yet
    const key = (
      await t.call('owner', { method: 'POST', url: '/api/bots/recreateApiKey', payload: { botId: t.botId } })
    ).json().apiSettings.apiKey as string;
    const bots = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json();
    const bot = bots.find((b: { id: number }) => b.id === t.botId);
    expect(
      (
        await t.call('owner', {
          method: 'PUT',
          url: '/api/bots',
          payload: { bot: { ...bot, apiSettings: { ...bot.apiSettings, isEnabled: true } } },
        })
      ).statusCode,
    ).toBe(200);
    const hook = await t.call('owner', {
      method: 'POST',
      url: `/api/webhooks/${t.botId}`,
      payload: { url: hookUrl, events: ['purchase.created', 'purchase.delivered'] },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const [srv] = await t.ctx.db
      .insert(servers)
      .values({
        botId: t.botId,
        name: 'Trace',
        ip: game.host,
        rconPort: game.port,
        rconPassword: t.ctx.secrets.encrypt('trace-pass'),
      })
      .returning();
    const [kit] = await t.ctx.db
      .insert(kits)
      .values({
        botId: t.botId,
        name: 'Traced Kit',
        description: 'd',
        price: 5,
        mustBeOnline: true,
        itemGroups: [{ index: 0, name: 'Main', items: [{ index: 0, command: 'TraceGive {eos_id}' }] }],
      })
      .returning();
    const [buyer] = await t.ctx.db.select().from(players).where(eq(players.name, 'Argy Ace'));

    // the HTTP call: a valid incoming id is adopted and answered back
    const traceId = `trace-${Date.now()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/purchases',
      headers: { authorization: `BOT ${key}`, 'x-request-id': traceId, 'idempotency-key': traceId },
      payload: { discordId: buyer!.discordId, kitId: kit!.id, serverId: srv!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('waiting');
    expect(res.headers['x-request-id']).toBe(traceId);
    expect(apiLog.filter((l) => l.reqId === traceId).map((l) => l.msg)).toContain('request completed');
    const [row] = await t.ctx.db.select().from(purchases).where(eq(purchases.id, res.json().id));
    expect(row!.requestId).toBe(traceId);
    const queued = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.requestId, traceId));
    expect(queued.map((d) => d.event)).toEqual(['purchase.created']);

    // the buyer joins; the delivery queue (the jobs process) delivers and sends the webhooks
    game.options.players = [{ name: buyer!.name, eosId: buyer!.eosId! }];
    await t.ctx.db
      .update(purchases)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(purchases.id, row!.id));
    let jobLines: Record<string, unknown>[];
    if (t.ctx.config.databaseUrl) {
      jobLines = await startJobsProcess();
    } else {
      // the embedded database serves one process: the jobs run in it, logged as the scheduler logs them
      // (after the player list this process read at the purchase is no longer cached)
      await new Promise((r) => setTimeout(r, ONLINE_CACHE_MS + 500));
      jobLines = [];
      const log = Object.assign((msg: string) => void jobLines.push({ msg }), {
        info: (fields: Record<string, unknown>, msg: string) => void jobLines.push({ ...fields, msg }),
      });
      for (const name of ['delivery-queue', 'webhook-deliveries'])
        await runJobOnce(
          t.ctx,
          jobs.find((j) => j.name === name)!,
          log,
        );
    }
    const delivered = await until(
      'the delivery log line',
      () => jobLines.find((l) => l.purchaseId === row!.id && l.status === 'delivered'),
      t.ctx.config.databaseUrl ? 60_000 : 0,
    ).catch(async (e: Error) => {
      const [now] = await t.ctx.db.select().from(purchases).where(eq(purchases.id, row!.id));
      throw new Error(`${e.message}: purchase ${JSON.stringify(now)}; job lines ${JSON.stringify(jobLines)}`);
    });
    expect(delivered.reqId).toBe(traceId);
    await until('both webhooks', () => hooks.length >= 2);
    expect(hooks).toEqual(
      expect.arrayContaining([
        { event: 'purchase.created', requestId: traceId },
        { event: 'purchase.delivered', requestId: traceId },
      ]),
    );
    expect(game.commands).toContain(`TraceGive ${buyer!.eosId}`);
  }, 120_000);

  it('a missing or unusable X-Request-Id gets a new UUID v7; each request its own', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/healthz/request' });
    const b = await t.app.inject({
      method: 'GET',
      url: '/healthz/request',
      headers: { 'x-request-id': 'has spaces and "quotes"' },
    });
    const c = await t.app.inject({
      method: 'GET',
      url: '/healthz/request',
      headers: { 'x-request-id': 'x'.repeat(129) },
    });
    for (const r of [a, b, c]) expect(r.headers['x-request-id']).toMatch(UUID_V7);
    expect(new Set([a, b, c].map((r) => r.headers['x-request-id'])).size).toBe(3);
  });
});
