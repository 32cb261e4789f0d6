import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import type { PortalMe } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useCommonT } from '../../lib/common-texts';
import { useToast } from '../../lib/toast';
import { LeaderboardTable } from '../../components/leaderboard-table';
import { portalKeys } from './keys';
import { usePortalT } from './texts';

/** The portal's leaderboard section with the player's opt-out switch. */
export function PortalLeaderboard({ guildId, me }: { guildId: string; me: PortalMe }) {
  const t = usePortalT();
  const c = useCommonT();
  const qc = useQueryClient();
  const toast = useToast();
  const set = useMutation({
    mutationFn: (optOut: boolean) =>
      data(api.PUT('/api/portal/{guildId}/leaderboard', { params: { path: { guildId } }, body: { optOut } })),
    onSuccess: (r) => {
      qc.setQueryData<PortalMe>(portalKeys.me(guildId), (old) =>
        old ? { ...old, leaderboardOptOut: r.optOut } : old,
      );
      void qc.invalidateQueries({ queryKey: ['portal', guildId, 'leaderboard'] });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  return (
    <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('leaderboard.title')}
      </Typography>
      <LeaderboardTable
        queryKey={['portal', guildId, 'leaderboard']}
        t={(k, v) => t(`leaderboard.${k}`, v)}
        load={(metric, period, season) =>
          data(
            api.GET('/api/portal/{guildId}/leaderboard', {
              params: { path: { guildId }, query: { metric, period, season } },
            }),
          )
        }
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={!me.leaderboardOptOut}
            disabled={set.isPending}
            onChange={(e) => set.mutate(!e.target.checked)}
          />
        }
        label={t('leaderboard.showMe')}
      />
    </Paper>
  );
}
