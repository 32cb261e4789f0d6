import { BotPage } from '../../components/bot-page';
import { api, data } from '../../lib/api';
import { useSession } from '../../lib/session';
import { LeaderboardTable } from '../../components/leaderboard-table';
import { useLeaderboardsT } from './texts';

/** The dashboard's leaderboards (issue 37, docs/leaderboards.md): Players_View. */
export default function LeaderboardsPage() {
  const t = useLeaderboardsT();
  const { bot } = useSession();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Players_Edit">
      {() =>
        bot && (
          <LeaderboardTable
            queryKey={['leaderboard', bot.id]}
            t={(k, v) => t(k, v)}
            load={(metric, period, season) =>
              data(
                api.GET('/api/leaderboard/{botId}', {
                  params: { path: { botId: bot.id }, query: { metric, period, season } },
                }),
              )
            }
          />
        )
      }
    </BotPage>
  );
}
