import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, FormControlLabel, Switch, Typography } from '@mui/material';
import { messages } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { portalKeys } from './keys';

/**
 * Demo mode only: switches the logged-in demo player on or off the demo game servers (their ListPlayers
 * answer), so a newcomer can buy a kit while "offline", watch it wait, and see it arrive once back online.
 */
export function DemoPresence() {
  const qc = useQueryClient();
  const toast = useToast();
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
        message: p.online
          ? 'You are on the demo game servers again. Waiting orders arrive within about 30 seconds.'
          : 'You left the demo game servers. Kits you buy now wait for you.',
      });
    },
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: e.message }),
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
        label="Demo: I am online on the game servers"
      />
      <Typography variant="body2">
        Switch it off, buy a kit and watch the order wait in My orders; switch it on again and it is
        delivered.
      </Typography>
    </Alert>
  );
}
