import { sql, type SQL } from 'drizzle-orm';
import {
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { creditHistory, players, playtimeDays, purchases, votes } from '../../db/schema';
import { seasonWindow } from './season-window';

export { currentSeason, seasonExists, seasonWindow } from './season-window';

const DAY_MS = 86_400_000;

/** The window's start in UTC: Monday 00:00 of this week, the 1st of this month, or null (all time). */
export function periodStart(period: Exclude<LeaderboardPeriod, 'season'>, now: Date): Date | null {
  if (period === 'all') return null;
  const day = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  if (period === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/**
 * Credits a player earned: gains of the credit history except refunds (their own credits back) and
 * transfers received (moved, not earned: else a group could pump one account up the board). The one place
 * that says so, by ledger kind (docs/ledger.md).
 */
const earnedSql = sql`${creditHistory.amount} > 0 and ${creditHistory.kind} not in ('refund', 'transfer_in')`;

/** Per player of the instance: the metric's value in the window (a `(player_id, value)` select). */
function valuesSql(metric: LeaderboardMetric, botId: number, since: Date | null, until: Date | null): SQL {
  const after = (col: SQL | typeof creditHistory.createdAt) =>
    sql`${since ? sql`and ${col} >= ${since.toISOString()}::timestamptz` : sql``} ${
      until ? sql`and ${col} < ${until.toISOString()}::timestamptz` : sql``
    }`;
  switch (metric) {
    case 'earned':
      return sql`select ${creditHistory.playerId} as player_id, sum(${creditHistory.amount})::int as value
        from ${creditHistory} where ${creditHistory.botId} = ${botId} and ${earnedSql} ${after(creditHistory.createdAt)}
        group by ${creditHistory.playerId}`;
    case 'votes':
      return sql`select ${votes.playerId} as player_id, count(*)::int as value
        from ${votes} where ${votes.botId} = ${botId} and ${votes.playerId} is not null ${after(sql`${votes.votedAt}`)}
        group by ${votes.playerId}`;
    case 'kits':
      // kits that reached the player (bought or redeemed, gifts counted for the recipient), not given back
      return sql`select ${purchases.playerId} as player_id, count(*)::int as value
        from ${purchases} where ${purchases.botId} = ${botId} and ${purchases.playerId} is not null
          and ${purchases.status} = 'delivered' and not ${purchases.refunded} ${after(sql`${purchases.createdAt}`)}
        group by ${purchases.playerId}`;
    case 'playtime': {
      // minutes online (sampled with ListPlayers, docs/earn.md) by UTC day: a window counts the whole days
      // from its start's day to the day before its end's (a season started at 14:00 counts that day)
      const day = (d: Date) => d.toISOString().slice(0, 10);
      return sql`select ${playtimeDays.playerId} as player_id, sum(${playtimeDays.minutes})::int as value
        from ${playtimeDays} where ${playtimeDays.botId} = ${botId}
          ${since ? sql`and ${playtimeDays.day} >= ${day(since)}::date` : sql``}
          ${until ? sql`and ${playtimeDays.day} < ${day(until)}::date` : sql``}
        group by ${playtimeDays.playerId}`;
    }
  }
}

/**
 * A leaderboard of an instance: the top LEADERBOARD_SIZE players by the metric in the window, players who
 * opted out left out; ties share a rank (1, 2, 2, 4), then by name. Period `season`: since the current
 * season's start (all time before the first), or season `season` (a past one: its window ends at the next
 * season's start, so its board no longer changes: frozen).
 */
export async function leaderboard(
  ctx: AppContext,
  botId: number,
  metric: LeaderboardMetric,
  period: LeaderboardPeriod,
  limit = LEADERBOARD_SIZE,
  season?: number,
): Promise<Leaderboard> {
  const window =
    period === 'season'
      ? await seasonWindow(ctx.db, botId, season)
      : { number: null, since: periodStart(period, ctx.now()), until: null };
  const { since, until } = window;
  return {
    metric,
    period,
    since: since?.toISOString() ?? null,
    ...(period === 'season' ? { until: until?.toISOString() ?? null, season: window.number } : {}),
    rows: await boardRows(ctx.db, botId, metric, since, until, limit),
  };
}

/** The ranked rows of one board over [since, until) (null: open), with `db` (a job's transaction). */
export async function boardRows(
  db: Db | Tx,
  botId: number,
  metric: LeaderboardMetric,
  since: Date | null,
  until: Date | null,
  limit = LEADERBOARD_SIZE,
): Promise<Leaderboard['rows']> {
  const { rows } = await db.execute(sql`
    select rank() over (order by v.value desc)::int as rank, p.id as "playerId", p.name, v.value
    from (${valuesSql(metric, botId, since, until)}) v
    join ${players} p on p.id = v.player_id
    where not p.leaderboard_opt_out and v.value > 0
    order by v.value desc, p.name, p.id
    limit ${limit}`);
  return (rows as { rank: number; playerId: number; name: string; value: number }[]).map((r) => ({
    rank: Number(r.rank),
    playerId: Number(r.playerId),
    name: r.name,
    value: Number(r.value),
  }));
}

/** The player's switch: out of (or back on) every board. */
export async function setLeaderboardOptOut(ctx: AppContext, playerId: number, optOut: boolean) {
  await ctx.db.execute(sql`update ${players} set leaderboard_opt_out = ${optOut} where id = ${playerId}`);
}
