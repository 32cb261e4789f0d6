/**
 * An endpoint's own ceiling (issue 40), in its own process: a bare Fastify (logger off, no validation, no
 * auth, no ORM) that answers GET /t/<i> by running the SQL statements captured from endpoint i
 * (bench/read-ceiling-server.ts records what the app sent to the database while serving one request) through
 * `pg` (pool of 10, as the ruler), in the same order and the same groups (statements the endpoint ran side by
 * side run side by side here), with the same parameters and statement names, and replies with the last
 * statement's rows as JSON. What the endpoint adds on top of this (auth, validation, serialization, logging,
 * hooks) is the gap between the two.
 * Started by bench/read-ceiling.ts with DATABASE_URL, DATABASE_SCHEMA (the app's schema), PORT and
 * STATEMENTS_FILE (JSON: CapturedEndpoint[]). Not run by hand.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: 'array';
}
/** The statements of one request, in groups: a group's statements were sent before any of them answered. */
export type CapturedEndpoint = CapturedStatement[][];

const endpoints = JSON.parse(fs.readFileSync(process.env.STATEMENTS_FILE!, 'utf8')) as CapturedEndpoint[];
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

const app = Fastify({ logger: false });
app.get<{ Params: { i: string } }>('/t/:i', async (req) => {
  const groups = endpoints[Number(req.params.i)]!;
  // a transaction needs one connection for all its statements; otherwise each goes to the pool, as the app's
  const inTransaction = groups.some((g) => g.some((s) => /^\s*begin\b/i.test(s.text)));
  const client = inTransaction ? await pool.connect() : pool;
  try {
    let last: pg.QueryResult | undefined;
    for (const group of groups) {
      const results = await Promise.all(group.map((s) => run(client, s)));
      last = results.at(-1);
    }
    return last?.rows ?? [];
  } finally {
    if (inTransaction) (client as pg.PoolClient).release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
