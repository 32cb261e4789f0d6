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
