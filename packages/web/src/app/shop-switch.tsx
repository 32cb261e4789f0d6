import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormControlLabel, Switch, type SxProps, type Theme } from '@mui/material';
import { api, data } from '../lib/api';
import { sessionKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { useToast } from '../lib/toast';
import { useCommonT } from '../lib/common-texts';

/** Shop enabled/disabled switch (SPEC 4): flips isShopEnabled on the selected instance and saves it. */
export function ShopSwitch({ sx, hideLabel }: { sx?: SxProps<Theme>; hideLabel?: SxProps<Theme> }) {
  const { loggedIn, bot, can } = useSession();
  const qc = useQueryClient();
  const toast = useToast();
  const t = useCommonT();
  const shop = useMutation({
    mutationFn: (isShopEnabled: boolean) =>
      data(api.PUT('/api/bots', { body: { bot: { ...bot!, isShopEnabled } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.instancesAll }),
    onError: (e) => toast({ severity: 'error', title: t('error'), message: e.message }),
  });
  if (!loggedIn || !bot) return null;
  const enabled = bot.isShopEnabled;
  return (
    <FormControlLabel
      control={
        <Switch
          color="default"
          checked={enabled}
          disabled={!can('Kits_Edit') || shop.isPending}
          onChange={(e) => shop.mutate(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('bar.shopEnabled') } }}
        />
      }
      label={t(enabled ? 'bar.shopEnabled' : 'bar.shopDisabled')}
      slotProps={{ typography: { sx: hideLabel } }}
      sx={sx}
    />
  );
}
