import { sql, type SQL } from 'drizzle-orm';
import { kindsOfFlow, ledgerFlows, ledgerKinds, type FlowKind } from '@asa/domain';

export type { FlowKind } from '@asa/domain';

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * What one credit_history row is on the overview, as SQL over its kind (and, for the kinds that count
 * differently for gains and losses, its amount's sign): `ledgerFlows` of @asa/domain, the one table. A
 * paid gift is spent; a refund is shown next to spent (issue 35). No text is read.
 */
export const flowKindSql: SQL = sql.raw(
  `case kind ${ledgerKinds
    .map((k) => {
      const f = ledgerFlows[k];
      const then =
        typeof f === 'string' ? lit(f) : `case when amount < 0 then ${lit(f.loss)} else ${lit(f.gain)} end`;
      return `when ${lit(k)} then ${then}`;
    })
    .join(' ')} else 'other' end`,
);

/**
 * The rows of one flow (the history's source filter): a set of kinds, each with the sign it needs, so the
 * filter reads the index `credit_history_bot_kind_idx` (bot_id, kind, created_at).
 */
export function flowWhereSql(flow: FlowKind): SQL {
  const parts = kindsOfFlow(flow).map(({ kind, sign }) =>
    sign === undefined
      ? `kind = ${lit(kind)}`
      : `(kind = ${lit(kind)} and amount ${sign === 'loss' ? '<' : '>='} 0)`,
  );
  return sql.raw(parts.length ? `(${parts.join(' or ')})` : 'false');
}
