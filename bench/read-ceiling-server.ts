/**
 * The app of bench/read-ceiling.ts in its own process, as `npm start` runs it (buildApp, logger on at
 * LOG_LEVEL, stdout to the parent's log file), on the bench runtime (bench/runtime.ts: PGlite in memory when
 * DATABASE_URL is empty, else a fresh schema of it via DATABASE_SCHEMA, dropped at the end) with the read
 * fixture (bench/read-fixture.ts). The bench-only copy of the key rule and of the per-address rule get a limit
 * no load reaches (the limiters still run on every call, so their cost is measured). Tells its parent
 * { port, botId, guildId, token, apiKey, playerId, schema } over IPC and closes when the parent disconnects.
 * Not run by hand.
 * Asked `{ capture: { url, headers } }`, it requests that URL of itself and answers `{ captured }`: the SQL
 * statements the app sent to the database while serving it (text, parameters, statement name, row mode),
 * grouped by what was sent before an earlier one answered, for the endpoint's own ceiling
 * (bench/statement-ceiling.ts). The recording wraps `pg`'s Client.prototype.query and PGlite's query in this
 * process only.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { apiKeyRule } from '../packages/server/src/features/api-v1/api-key';
import { buildApp } from '../packages/server/src/app';
import { createSession } from '../packages/server/src/features/auth/service';
import { DEMO_GUILD_ID } from '../packages/server/src/features/demo/personas';
import { rateRules } from '../packages/server/src/lib/rate-rules';
import { withBenchRuntime } from './runtime';
import { fixtureSize, seedReadFixture } from './read-fixture';
import type { CapturedEndpoint, CapturedStatement } from './statement-ceiling';

export interface ReadCeilingInfo {
  port: number;
  botId: number;
  guildId: string;
  token: string;
  apiKey: string;
  playerId: number;
  schema: string;
  fixture: { players: number; purchases: number; history: number; seedMs: number };
}

if (!process.send) throw new Error('bench/read-ceiling-server.ts is started by bench/read-ceiling.ts (IPC)');

// a load of thousands of calls a second from one address and one key: only the bench raises the limits
(apiKeyRule as { max: number }).max = 1e9;
(rateRules.apiKeyAddress as { max: number }).max = 1e9;

// every statement the app sends while `recording` is set, with when it was sent and when it answered
type Recorded = CapturedStatement & { sent: number; answered: number };
let recording: Recorded[] | undefined;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  if (!recording) return query.apply(this, args);
  const [first, second] = args;
  const config = (typeof first === 'string' ? { text: first, values: second } : first) as {
    text: string;
    values?: unknown;
    name?: string;
    rowMode?: 'array';
  };
  // drizzle sends (config, values); `pg` also takes the values inside the config
  const values = config.values ?? (typeof first === 'string' ? undefined : second);
  const r: Recorded = {
    text: config.text,
    ...(Array.isArray(values) ? { values: values as unknown[] } : {}),
    ...(config.name ? { name: config.name } : {}),
    ...(config.rowMode ? { rowMode: config.rowMode } : {}),
    sent: performance.now(),
    answered: Infinity,
  };
  recording.push(r);
  const done = () => (r.answered = performance.now());
  const last = args.at(-1);
  if (typeof last === 'function')
    return query.apply(this, [
      ...args.slice(0, -1),
      (...cb: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...cb);
      },
    ]);
  const result = query.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function')
    (result as Promise<unknown>).then(done, done);
  return result;
};

// PGlite: drizzle sends (text, values, { rowMode, parsers })
const pgliteQuery = PGlite.prototype.query as (...args: unknown[]) => Promise<unknown>;
(PGlite.prototype as { query: unknown }).query = function (this: PGlite, ...args: unknown[]) {
  if (!recording) return pgliteQuery.apply(this, args);
  const [text, values, options] = args as [string, unknown[] | undefined, { rowMode?: string } | undefined];
  const r: Recorded = {
    text,
    ...(Array.isArray(values) ? { values } : {}),
    ...(options?.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
    sent: performance.now(),
    answered: Infinity,
  };
  recording.push(r);
  const result = pgliteQuery.apply(this, args);
  const done = () => (r.answered = performance.now());
  result.then(done, done);
  return result;
};

/**
 * Requests `url` three times and answers the statements of the request that ran the fewest, grouped (see the
 * header): the app's per-process caches (sessions, page anchors) expire now and then, and a request that
 * refills one is not what the endpoint runs under load.
 */
async function capture(url: string, headers: Record<string, string> | undefined): Promise<CapturedEndpoint> {
  const runs = [
    await captureOne(url, headers),
    await captureOne(url, headers),
    await captureOne(url, headers),
  ];
  return runs.reduce((a, b) => (b.flat().length < a.flat().length ? b : a));
}

async function captureOne(
  url: string,
  headers: Record<string, string> | undefined,
): Promise<CapturedEndpoint> {
  recording = [];
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  // writes the app does after answering (none expected for these reads) get a moment to show up
  await new Promise((resolve) => setTimeout(resolve, 50));
  const all = recording;
  recording = undefined;
  if (res.status !== 200) throw new Error(`capture ${url}: ${res.status}`);
  const groups: Recorded[][] = [];
  for (const r of [...all].sort((a, b) => a.sent - b.sent)) {
    const group = groups.at(-1);
    if (group && r.sent < Math.min(...group.map((g) => g.answered))) group.push(r);
    else groups.push([r]);
  }
  return groups.map((g) => g.map(({ sent: _s, answered: _a, ...s }) => s));
}

await withBenchRuntime(async (ctx, botId) => {
  const t0 = Date.now();
  const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
    .rows[0]!.id as number;
  const { first, apiKey } = await seedReadFixture(ctx, botId);
  const seedMs = Date.now() - t0;
  const app = await buildApp(ctx, { logger: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const info: ReadCeilingInfo = {
    port: (app.server.address() as { port: number }).port,
    botId,
    guildId: DEMO_GUILD_ID,
    token: await createSession(ctx, ownerId),
    apiKey,
    playerId: first,
    schema: ctx.config.databaseSchema,
    fixture: { ...fixtureSize, seedMs },
  };
  process.on('message', (m: { capture?: { url: string; headers?: Record<string, string> } }) => {
    if (!m.capture) return;
    capture(m.capture.url, m.capture.headers).then(
      (captured) => process.send!({ captured }),
      (err: Error) => process.send!({ error: err.message }),
    );
  });
  process.send!(info);
  await new Promise((resolve) => process.once('disconnect', resolve));
  await app.close();
});
