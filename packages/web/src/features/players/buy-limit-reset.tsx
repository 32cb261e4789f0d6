import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { Player } from '@asa/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useKitNames } from './use-vouchers';
import { useBuyLimitReset, type BuyLimitReset } from './use-buy-limit-reset';
import { formatDateTime } from '../../lib/format';

const ALL = 'all';

/**
 * "Reset buy limits" of the player dialog: for one kit or all kits, after a confirmation. The kit's limit
 * then counts only purchases made after the reset; the server records who reset it and when, shown here.
 */
export function BuyLimitResetAction(p: { botId: number; player: Player; canEdit: boolean }) {
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
    id === null ? 'all kits' : (kits.find((k) => k.id === id)?.name ?? `kit #${id}`);
  const chosen = kit === ALL ? null : Number(kit);
  return (
    <Stack spacing={1} sx={{ mt: 3 }} component="section" aria-label="Buy limits">
      <Typography variant="h6" component="h3">
        Buy limits
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Reset for"
          value={kit}
          onChange={(e) => setKit(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>All kits</MenuItem>
          {kits.map((k) => (
            <MenuItem key={k.id} value={String(k.id)}>
              {k.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={reset.isPending} onClick={() => setAsking(true)}>
          Reset buy limits
        </Button>
      </Stack>
      {done.map((r) => (
        <Alert key={r.id} severity="success" data-testid="buy-limit-reset">
          Buy limits of {kitName(r.kitId)} reset by {r.actor || 'unknown'} at {formatDateTime(r.createdAt)}.
        </Alert>
      ))}
      <ConfirmDialog
        open={asking}
        title="Reset buy limits?"
        confirmLabel="Reset"
        disabled={reset.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => reset.mutate({ kitId: chosen, kitName: kitName(chosen) })}
      >
        <Typography>
          {p.player.name} may buy {kitName(chosen)} again as if they had not bought{' '}
          {chosen === null ? 'them' : 'it'} yet: the limits count only purchases made from now on. The reset
          is recorded with your name.
        </Typography>
      </ConfirmDialog>
    </Stack>
  );
}
