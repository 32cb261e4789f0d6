import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_ACTOR } from '../discord-activity/service';
import { API_ACTOR } from '../api-v1/service';
import { TIP4SERV_ACTOR } from '../tip4serv/service';
import { VOTE_ACTOR } from '../voting/service';

/** What one credit_history row is on the overview: a source of new credits, or a way credits left. */
export type FlowKind =
  'votes' | 'activity' | 'passiveIncome' | 'tip4serv' | 'admins' | 'other' | 'spent' | 'refunded' | 'removed';

// written by shop/passive-income.ts, shop/ordering.ts + shop/ranks.ts ("Bought kit X", "Bought shop rank X")
// and shop/delivery.ts ("Refund: kit X ..."); overview.test.ts writes rows through those paths' texts
const PASSIVE_INCOME_ACTOR = 'Passive income';
const BOUGHT = 'Bought %';
const REFUND = 'Refund%';
const IN_GAME = 'In-game (%';

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * The kind of a credit_history row, as SQL over its amount, reason and actor (the table has no source
 * column; every writer sets a fixed actor or reason, docs/overview.md). Changes by a dashboard user, the bot's
 * /credit command or a bulk grant carry the person's name as actor: they are "admins".
 *
 * Written with literals (no parameters): the index `credit_history_bot_kind_created_idx` (migration 0029)
 * is built over exactly this expression, and PostgreSQL uses an expression index only for the same
 * expression. A change here needs a migration that rebuilds that index with the new text
 * (credit-history-list.test.ts checks that the list's source filter reads the index).
 */
export const flowKindSql: SQL = sql.raw(
  `case when amount < 0 and reason like ${lit(BOUGHT)} then 'spent' when amount < 0 then 'removed' ` +
    `when reason like ${lit(REFUND)} then 'refunded' when actor = ${lit(VOTE_ACTOR)} then 'votes' ` +
    `when actor = ${lit(ACTIVITY_ACTOR)} then 'activity' when actor = ${lit(PASSIVE_INCOME_ACTOR)} then 'passiveIncome' ` +
    `when actor = ${lit(TIP4SERV_ACTOR)} then 'tip4serv' when actor = ${lit(API_ACTOR)} or actor like ${lit(IN_GAME)} then 'other' ` +
    `else 'admins' end`,
);
