/**
 * An endpoint's own ceiling (issue 40), in its own process: a bare Fastify (logger off, no validation, no
 * auth, no ORM) that answers GET /t/<i> by running the SQL statements captured from endpoint i
 * (bench/read-ceiling-server.ts records what the app sent to the database while serving one request) in the
 * same order and the same groups (statements the endpoint ran side by side run side by side here), with the
 * same parameters, statement names and row mode, and replies with the last statement's rows as JSON. What
 * the endpoint adds on top of this (auth, validation, serialization, logging, hooks) is the gap between the two.
 * PostgreSQL (DATABASE_URL set): `pg`, pool of 10 as the ruler, in the app's schema (DATABASE_SCHEMA).
 * Embedded (DATABASE_URL empty): its own PGlite in memory with the same seed as the app's
 * (bench/read-fixture.ts: the same ids), queried directly.
 * Started by bench/read-ceiling.ts with PORT; says 'ready' over IPC once it serves, then loads the statements
 * when sent `{ statementsFile }` (JSON: CapturedEndpoint[]) and says 'loaded'. Not run by hand.
 */
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { fixtureSize, seedReadFixture } from './read-fixture';
import { withBenchRuntime } from './runtime';

export interface CapturedStatement {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: 'array';
}
/** The statements of one request, in groups: a group's statements were sent before any of them answered. */
export type CapturedEndpoint = CapturedStatement[][];

type Rows = unknown[];
/** Runs one request's statements; `inTransaction`: they hold one connection (PostgreSQL). */
type Runner = (groups: CapturedEndpoint) => Promise<Rows>;

async function serve(runner: Runner) {
  let endpoints: CapturedEndpoint[] = [];
  const loaded = new Promise<void>((resolve) =>
    process.on('message', (m: { statementsFile?: string }) => {
      if (!m.statementsFile) return;
      endpoints = JSON.parse(fs.readFileSync(m.statementsFile, 'utf8')) as CapturedEndpoint[];
      process.send?.('loaded');
      resolve();
    }),
  );
  const app = Fastify({ logger: false });
  app.get<{ Params: { i: string } }>('/t/:i', async (req) => runner(endpoints[Number(req.params.i)]!));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.send?.('ready');
  await loaded;
  await new Promise((resolve) => process.once('disconnect', resolve));
  await app.close();
}

if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 10,
    options: `-c search_path=${process.env.DATABASE_SCHEMA}`,
  });
  const run = (client: pg.Pool | pg.PoolClient, s: CapturedStatement) =>
    client.query({
      text: s.text,
      values: s.values,
      ...(s.name ? { name: s.name } : {}),
      ...(s.rowMode ? { rowMode: s.rowMode } : {}),
    });
  await serve(async (groups) => {
    // a transaction needs one connection for all its statements; otherwise each goes to the pool, as the app's
    const inTransaction = groups.some((g) => g.some((s) => /^\s*begin\b/i.test(s.text)));
    const client = inTransaction ? await pool.connect() : pool;
    try {
      let last: pg.QueryResult | undefined;
      for (const group of groups) last = (await Promise.all(group.map((s) => run(client, s)))).at(-1);
      return last?.rows ?? [];
    } finally {
      if (inTransaction) (client as pg.PoolClient).release();
    }
  });
  await pool.end();
} else {
  await withBenchRuntime(async (ctx, botId) => {
    const t0 = Date.now();
    await seedReadFixture(ctx, botId);
    await ctx.db.execute(sql`select 1`);
    console.log(
      `statement-ceiling: its own PGlite seeded (${fixtureSize.history} history rows) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const db = (ctx.db as unknown as { $client: PGlite }).$client;
    await serve(async (groups) => {
      let last: { rows: unknown[] } | undefined;
      for (const group of groups)
        last = (
          await Promise.all(
            group.map((s) => db.query(s.text, s.values, s.rowMode ? { rowMode: 'array' } : undefined)),
          )
        ).at(-1);
      return last?.rows ?? [];
    });
  });
}
