import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Helpers for the few statements drizzle's builders cannot express (several data-modifying CTEs in one
 * statement): values written and rows read exactly as drizzle writes and reads them for `table`.
 */

/** A row of `table` as a raw statement answers it (column names, driver values), mapped like a drizzle select. */
export function mapRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, col] of Object.entries(getTableColumns(table))) {
    const v = raw[col.name];
    out[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return out as T['$inferSelect'];
}

/**
 * The column list and the typed parameters of `values` (keys of `table`), for an INSERT ... SELECT:
 * `insert into t ${names} select ${exprs}, ...`. Each value goes through the column's driver mapping
 * and is cast to the column's type.
 */
export function insertColumns<T extends PgTable>(table: T, values: Partial<T['$inferInsert']>) {
  const cols = getTableColumns(table);
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  const names: SQL[] = entries.map(([k]) => sql`${sql.identifier(cols[k]!.name)}`);
  const exprs: SQL[] = entries.map(([k, v]) => {
    const col = cols[k]!;
    return v === null
      ? sql`null::${sql.raw(col.getSQLType())}`
      : sql`${col.mapToDriverValue(v)}::${sql.raw(col.getSQLType())}`;
  });
  return { names: sql.join(names, sql`, `), exprs: sql.join(exprs, sql`, `) };
}
