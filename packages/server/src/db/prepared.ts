import type { Db } from './client';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot read built once per database client and reused with new parameters (drizzle's `.prepare(name)`:
 * a named statement on PostgreSQL, parsed once per connection). Building a select of a wide table costs
 * drizzle about as much CPU as node-postgres spends on the round trip (docs/performance.md), so the reads
 * every dashboard screen makes are kept built. `name` must be unique per query; parameters are
 * `sql.placeholder(...)`s.
 */
export function prepared<Q>(db: Db, name: string, build: (db: Db) => Q): Q {
  let queries = byDb.get(db);
  if (!queries) byDb.set(db, (queries = new Map()));
  let query = queries.get(name) as Q | undefined;
  if (!query) queries.set(name, (query = build(db)));
  return query;
}

/** A transaction (drizzle's has `rollback`): its reads are built per call, not kept (`prepared` is per client). */
export const isTransaction = (db: unknown) => typeof (db as { rollback?: unknown }).rollback === 'function';

type DriverClient = {
  query(
    q: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * A hot read of fixed SQL text sent straight to the driver: on PostgreSQL a named statement (parsed once
 * per pooled connection, as `prepared` does), on PGlite a plain query. For the few reads where drizzle's
 * own work per call costs more than the query: on PGlite its prepared path took 0.78 ms CPU for the servers
 * list against 0.50 ms for the same SQL sent directly (docs/performance.md). Answers the rows as the driver
 * parses them; `name` must be unique per text.
 */
export async function rawRead(db: Db, name: string, text: string, values: unknown[]) {
  const client = (db as unknown as { $client: DriverClient & { totalCount?: number } }).$client;
  // node-postgres' Pool counts its clients; PGlite has no such property
  const r =
    client.totalCount === undefined
      ? await client.query(text, values)
      : await client.query({ name, text, values });
  return r.rows;
}
