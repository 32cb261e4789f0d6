import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player } from '@asa/domain';
import { api } from '../../lib/api';
import { playerKeys } from './keys';
import { useToast } from '../../lib/toast';
import { useKitNames } from './use-vouchers';
import { usePlayersT } from './texts';
import { useCommonT } from '../../lib/common-texts';

/**
 * Resets the player's kit buy limits (one kit or all kits) through POST /api/player/buy-limits/reset: limits
 * then count only purchases made after the reset; the server records who reset them and when.
 */
export function PlayerLimitReset(p: { botId: number; player: Player; canEdit: boolean }) {
  const kits = (useKitNames(p.botId).data ?? []).filter((k) => k.useBuyLimit);
  const [kitId, setKitId] = useState('all');
  const toast = useToast();
  const t = usePlayersT();
  const c = useCommonT();
  const qc = useQueryClient();
  const reset = useMutation({
    mutationFn: () =>
      api.POST('/api/player/buy-limits/reset', {
        body: { playerId: p.player.id, kitId: kitId === 'all' ? null : Number(kitId) },
      }),
    onSuccess: () => {
      toast({ severity: 'success', message: t('limits.done') });
      void qc.invalidateQueries({ queryKey: playerKeys.list(p.botId) });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        {t('limits.title')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('limits.resetFor')}
          value={kitId}
          disabled={!p.canEdit}
          onChange={(e) => setKitId(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="all">{t('limits.allKits')}</MenuItem>
          {kits.map((k) => (
            <MenuItem key={k.id} value={String(k.id)}>
              {k.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={!p.canEdit || reset.isPending} onClick={() => reset.mutate()}>
          {reset.isPending ? t('limits.resetting') : t('limits.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
