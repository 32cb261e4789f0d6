import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, FormControlLabel, Switch, Typography } from '@mui/material';
import { api, data } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { portalKeys } from './keys';
import { useCommonT } from '../../lib/common-texts';
import { usePortalT } from './texts';

/**
 * Demo mode only: switches the logged-in demo player on or off the demo game servers (their ListPlayers
 * answer), so a newcomer can buy a kit while "offline", watch it wait, and see it arrive once back online.
 */
export function DemoPresence() {
  const qc = useQueryClient();
  const toast = useToast();
  const t = usePortalT();
  const c = useCommonT();
  const q = useQuery({
    queryKey: portalKeys.demoPresence,
    queryFn: () => data(api.GET('/api/demo/online')),
    retry: false,
  });
  const set = useMutation({
    mutationFn: (online: boolean) => data(api.PUT('/api/demo/online', { body: { online } })),
    onSuccess: (p) => {
      qc.setQueryData(portalKeys.demoPresence, p);
      toast({
        severity: 'info',
        message: p.online ? t('demo.online') : t('demo.offline'),
      });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  if (!q.data) return null;
  return (
    <Alert severity="info" icon={false} sx={{ mt: 2 }} data-testid="demo-presence">
      <FormControlLabel
        control={
          <Switch
            checked={q.data.online}
            disabled={set.isPending}
            onChange={(e) => set.mutate(e.target.checked)}
          />
        }
        label={t('demo.presence')}
      />
      <Typography variant="body2">{t('demo.presenceHelp')}</Typography>
    </Alert>
  );
}
