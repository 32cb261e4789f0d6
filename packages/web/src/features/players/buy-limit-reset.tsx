import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { Player } from '@asa/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useKitNames } from './use-vouchers';
import { useBuyLimitReset, type BuyLimitReset } from './use-buy-limit-reset';
import { formatDateTime } from '../../lib/format';
import { usePlayersT } from './texts';

const ALL = 'all';

/**
 * "Reset buy limits" of the player dialog: for one kit or all kits, after a confirmation. The kit's limit
 * then counts only purchases made after the reset; the server records who reset it and when, shown here.
 */
export function BuyLimitResetAction(p: { botId: number; player: Player; canEdit: boolean }) {
  const t = usePlayersT();
  const kits = useKitNames(p.botId).data ?? [];
  const [kit, setKit] = useState<string>(ALL);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<BuyLimitReset[]>([]);
  const reset = useBuyLimitReset(p.botId, p.player.id, (r) => {
    setAsking(false);
    setDone((d) => [r, ...d]);
  });
  if (!p.canEdit) return null;
  const kitName = (id: number | null) =>
    id === null
      ? t('limits.allKitsLower')
      : (kits.find((k) => k.id === id)?.name ?? t('limits.kitNumber', { id }));
  const chosen = kit === ALL ? null : Number(kit);
  return (
    <Stack spacing={1} sx={{ mt: 3 }} component="section" aria-label={t('limits.title')}>
      <Typography variant="h6" component="h3">
        {t('limits.title')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('limits.resetFor')}
          value={kit}
          onChange={(e) => setKit(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>{t('limits.allKits')}</MenuItem>
          {kits.map((k) => (
            <MenuItem key={k.id} value={String(k.id)}>
              {k.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={reset.isPending} onClick={() => setAsking(true)}>
          {t('limits.reset')}
        </Button>
      </Stack>
      {done.map((r) => (
        <Alert key={r.id} severity="success" data-testid="buy-limit-reset">
          {t('limits.resetBy', {
            kit: kitName(r.kitId),
            actor: r.actor || t('limits.unknown'),
            time: formatDateTime(r.createdAt),
          })}
        </Alert>
      ))}
      <ConfirmDialog
        open={asking}
        title={t('limits.confirmTitle')}
        confirmLabel={t('limits.confirm')}
        disabled={reset.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => reset.mutate({ kitId: chosen, kitName: kitName(chosen) })}
      >
        <Typography>
          {t('limits.confirmText', { name: p.player.name, kit: kitName(chosen), all: chosen === null })}
        </Typography>
      </ConfirmDialog>
    </Stack>
  );
}
