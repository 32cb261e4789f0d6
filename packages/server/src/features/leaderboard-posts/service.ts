import { and, eq, sql } from 'drizzle-orm';
import { botText, leaderboardSettingsSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, leaderboardPosts } from '../../db/schema';
import { instanceLanguage, onInSettings } from '../bots/service';
import { queueDiscordMessages } from '../discord-activity/outbox';
import { boardRows, periodStart } from '../leaderboards/service';

const DAY_MS = 86_400_000;
/** How long after the week's end (Monday 00:00 UTC) its post is still made; a later start skips that week. */
export const WEEKLY_POST_WINDOW_MS = DAY_MS;

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The weekly leaderboard post (issue 37, docs/leaderboards.md "Weekly post"): on Monday (UTC) the top players
 * of the week that ended, posted to the channel the owner chose (settings group `leaderboardSettings`).
 *
 * An instance is due while its switch is on and the ended week has no `leaderboard_posts` row: both are
 * tested in ONE query (instances with the post off, or posted this week, are not even read). Each due instance
 * gets, in one transaction, the row (`insert ... on conflict do nothing` on the unique key instance + week)
 * and, only when this process inserted it, the message in the Discord outbox (key
 * `leaderboard-week:<instance>:<week>`): two processes or two runs post once, a crash between them rolls both
 * back. An empty board is recorded and not posted. Answers how many posts were queued.
 */
export async function runWeeklyLeaderboardPosts(ctx: AppContext): Promise<number> {
  if (ctx.lifecycle.stopping) return 0;
  const now = ctx.now();
  const until = periodStart('week', now)!;
  if (now.getTime() - until.getTime() >= WEEKLY_POST_WINDOW_MS) return 0;
  const since = new Date(until.getTime() - 7 * DAY_MS);
  const week = utcDay(since);
  const due = await ctx.db
    .select()
    .from(botInstances)
    .where(
      and(
        eq(botInstances.isShopEnabled, true),
        onInSettings('leaderboardSettings', 'isWeeklyPostEnabled'),
        sql`not exists (select 1 from ${leaderboardPosts} lp
          where lp.bot_id = ${botInstances.id} and lp.week = ${week}::date)`,
      ),
    );
  let posted = 0;
  for (const bot of due) {
    const settings = leaderboardSettingsSchema.parse(
      (bot.settings as Record<string, unknown> | null)?.leaderboardSettings ?? {},
    );
    const sent = await ctx.db.transaction(async (tx) => {
      const rows = await boardRows(tx, bot.id, settings.weeklyPostMetric, since, until);
      const inserted = await tx
        .insert(leaderboardPosts)
        .values({
          botId: bot.id,
          week,
          channelId: settings.weeklyPostChannelId,
          players: rows.length,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ week: leaderboardPosts.week });
      if (!inserted.length || !rows.length || !settings.weeklyPostChannelId) return false;
      const lang = instanceLanguage(bot);
      const text = [
        botText(lang, 'leaderboardWeekTitle', {
          metric: settings.weeklyPostMetric,
          from: week,
          to: utcDay(new Date(until.getTime() - DAY_MS)),
        }),
        ...rows.map((r) => botText(lang, 'leaderboardRow', { rank: r.rank, name: r.name, value: r.value })),
      ].join('\n');
      await queueDiscordMessages(
        tx,
        [
          {
            id: `leaderboard-week:${bot.id}:${week}`,
            botId: bot.id,
            channelId: settings.weeklyPostChannelId,
            text,
          },
        ],
        now,
      );
      return true;
    });
    if (sent) posted += 1;
  }
  return posted;
}
