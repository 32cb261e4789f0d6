import {
  leaderboardMetrics,
  leaderboardPeriods,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from '@asa/domain';
import { instanceLanguage } from '../bots/service';
import { leaderboard } from '../leaderboards/service';
import type { CommandEnv, CommandResult } from './commands';
import { n, packReply, textsOf } from './replies';

/** `+top [earned|votes|kits|playtime] [week|month|all]`: the board (top 10) in at most a few messages. */
export async function topCommand(
  env: CommandEnv,
  _player: unknown,
  args: string[],
): Promise<Omit<CommandResult, 'playerId'>> {
  const say = textsOf(env.bot);
  const lang = instanceLanguage(env.bot);
  const words = args.map((a) => a.toLowerCase());
  const metric = (words.find((w) => (leaderboardMetrics as readonly string[]).includes(w)) ??
    'earned') as LeaderboardMetric;
  const period = (words.find((w) => (leaderboardPeriods as readonly string[]).includes(w)) ??
    'week') as LeaderboardPeriod;
  const unknown = words.filter(
    (w) =>
      !(leaderboardMetrics as readonly string[]).includes(w) &&
      !(leaderboardPeriods as readonly string[]).includes(w),
  );
  if (unknown.length)
    return {
      outcome: 'top_usage',
      replies: [say('topUsage', { top: `${env.settings.prefix}${env.settings.topCommand}` })],
    };
  const board = await leaderboard(env.ctx, env.bot.id, metric, period);
  const head = say('top', { metric, period });
  if (!board.rows.length)
    return { outcome: 'ok', replies: packReply(lang, `${head} ${say('topEmpty')}`, []) };
  return {
    outcome: 'ok',
    replies: packReply(
      lang,
      head,
      board.rows.map((r) => `${r.rank}. ${r.name} ${n(r.value, lang)}`),
    ),
  };
}
