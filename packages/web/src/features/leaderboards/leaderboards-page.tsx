import { MenuItem, TextField, Typography } from '@mui/material';
import { leaderboardMetrics } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { ChannelSelect } from '../../components/channel-select';
import { groupErrors } from '../../components/form/group-errors';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';
import { api, data } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { LeaderboardTable } from '../../components/leaderboard-table';
import { useLeaderboardsT } from './texts';

/**
 * The dashboard's leaderboards (issue 37, docs/leaderboards.md): the boards (Players_View) and the optional
 * weekly post of the top players to a Discord channel (settings group leaderboardSettings, Owner).
 */
export default function LeaderboardsPage() {
  const t = useLeaderboardsT();
  const { bot } = useSession();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Owner">
      {(canEdit) =>
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
            below={<WeeklyPostCard canEdit={canEdit} />}
          />
        )
      }
    </BotPage>
  );
}

function WeeklyPostCard({ canEdit }: { canEdit: boolean }) {
  const t = useLeaderboardsT();
  const s = useBotSettings(['leaderboardSettings']);
  const value = s.draft?.leaderboardSettings;
  if (!value) return null;
  const err = groupErrors('leaderboardSettings', value, s.errors);
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('weekly.title')}
      </Typography>
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        <Typography variant="body2" color="text.secondary">
          {t('weekly.help')}
        </Typography>
        <SwitchField
          label={t('weekly.enable')}
          checked={value.isWeeklyPostEnabled}
          disabled={!canEdit}
          onChange={(v) => s.set('leaderboardSettings', { isWeeklyPostEnabled: v })}
        />
        <ChannelSelect
          label={t('weekly.channel')}
          value={value.weeklyPostChannelId}
          onChange={(v) => s.set('leaderboardSettings', { weeklyPostChannelId: v })}
          error={err.of('weeklyPostChannelId')}
          disabled={!canEdit}
        />
        <TextField
          select
          fullWidth
          margin="normal"
          label={t('weekly.metric')}
          value={value.weeklyPostMetric}
          disabled={!canEdit}
          onChange={(e) =>
            s.set('leaderboardSettings', {
              weeklyPostMetric: e.target.value as (typeof leaderboardMetrics)[number],
            })
          }
        >
          {leaderboardMetrics.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`metric.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </SettingsCard>
    </>
  );
}
