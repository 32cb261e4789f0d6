import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import type { PortalMe } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { portalKeys } from './keys';
import { useCommonT } from '../../lib/common-texts';
import { usePortalT } from './texts';

/**
 * The player's switch for the Discord DMs about their orders (an order that arrives after waiting, expires
 * or fails); PUT /api/portal/{guildId}/notifications.
 */
export function DmNotifications({ guildId, me }: { guildId: string; me: PortalMe }) {
  const qc = useQueryClient();
  const toast = useToast();
  const t = usePortalT();
  const c = useCommonT();
  const set = useMutation({
    mutationFn: (on: boolean) =>
      data(
        api.PUT('/api/portal/{guildId}/notifications', {
          params: { path: { guildId } },
          body: { dmNotifications: on },
        }),
      ),
    onSuccess: (r) => {
      qc.setQueryData<PortalMe>(portalKeys.me(guildId), (old) =>
        old ? { ...old, dmNotifications: r.dmNotifications } : old,
      );
      toast({
        severity: 'success',
        message: r.dmNotifications ? t('dm.on') : t('dm.off'),
      });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  return (
    <Paper variant="outlined" sx={{ mt: 2, p: 2 }} data-testid="dm-notifications">
      <FormControlLabel
        control={
          <Switch
            checked={me.dmNotifications}
            disabled={set.isPending}
            onChange={(e) => set.mutate(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'dm-notifications-help' } }}
          />
        }
        label={t('dm.label')}
      />
      <Typography id="dm-notifications-help" variant="body2" color="text.secondary">
        {t('dm.help')}
      </Typography>
    </Paper>
  );
}
