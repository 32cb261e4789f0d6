import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { PortalMe } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useCommonT } from '../../lib/common-texts';
import { portalKeys } from './keys';
import { usePortalT } from './texts';

/** Same as PLAYER_SEARCH_MIN of @asa/domain (kept here so this chunk needs no schemas). */
const SEARCH_MIN = 2;

type Info = NonNullable<PortalMe['transfers']>;

/** The owner's rules in one line: minimum, maximum, fee, what is left today. */
function rulesText(t: ReturnType<typeof usePortalT>, s: Info) {
  return [
    t('send.min', { min: s.minAmount }),
    s.maxAmount > 0 ? t('send.max', { max: s.maxAmount }) : '',
    s.feePercent > 0 ? t('send.fee', { fee: s.feePercent }) : '',
    s.leftToday !== null ? t('send.left', { left: s.leftToday }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * "Send credits" (issue 37): find another player of the community by name, choose an amount, send
 * (POST /api/portal/{guildId}/transfers with a key made when the dialog opens: a retried click cannot send twice).
 */
export function SendCredits({ guildId, me }: { guildId: string; me: PortalMe }) {
  const t = usePortalT();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  if (!me.transfers) return null;
  const info = me.transfers;
  return (
    <Paper variant="outlined" sx={{ mt: 2, p: 2 }} data-testid="send-credits">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="outlined"
          onClick={() => {
            setKey(crypto.randomUUID());
            setOpen(true);
          }}
        >
          {t('send.open')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {rulesText(t, info)}
        </Typography>
      </Stack>
      {open && (
        <SendDialog guildId={guildId} info={info} idempotencyKey={key} onClose={() => setOpen(false)} />
      )}
    </Paper>
  );
}

function SendDialog(p: { guildId: string; info: Info; idempotencyKey: string; onClose: () => void }) {
  const t = usePortalT();
  const c = useCommonT();
  const qc = useQueryClient();
  const toast = useToast();
  const [q, setQ] = useState('');
  const [to, setTo] = useState<number | ''>('');
  const [amount, setAmount] = useState('');
  const term = q.trim();
  const hits = useQuery({
    queryKey: ['portal', p.guildId, 'players', term],
    queryFn: () =>
      data(
        api.GET('/api/portal/{guildId}/players', {
          params: { path: { guildId: p.guildId }, query: { q: term } },
        }),
      ),
    enabled: term.length >= SEARCH_MIN,
    staleTime: 30_000,
  });
  const rows = hits.data?.rows ?? [];
  const value = Number(amount);
  const valid = to !== '' && Number.isInteger(value) && value >= p.info.minAmount;
  const fee = valid ? Math.ceil((value * p.info.feePercent) / 100) : 0;
  const send = useMutation({
    mutationFn: () =>
      data(
        api.POST('/api/portal/{guildId}/transfers', {
          params: { path: { guildId: p.guildId } },
          body: { toPlayerId: Number(to), amount: value, idempotencyKey: p.idempotencyKey },
        }),
      ),
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: portalKeys.me(p.guildId) });
      toast({ severity: 'success', message: t('send.done', { amount: r.amount, name: r.toName }) });
      p.onClose();
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="xs" aria-labelledby="send-credits-title">
      <DialogTitle id="send-credits-title">{t('send.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            fullWidth
            label={t('gift.find')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            // a refusal (only the community's registered players may search, issue 33) is shown, not an empty list
            error={hits.isError}
            helperText={hits.isError ? hits.error.message : t('gift.findHelp', { min: SEARCH_MIN })}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <TextField
            select
            fullWidth
            label={t('send.to')}
            value={rows.some((r) => r.id === to) ? to : ''}
            onChange={(e) => setTo(Number(e.target.value))}
            disabled={rows.length === 0}
          >
            {rows.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            label={t('send.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
            helperText={fee > 0 ? t('send.withFee', { total: value + fee, fee }) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{c('cancel')}</Button>
        <Button variant="contained" disabled={!valid || send.isPending} onClick={() => send.mutate()}>
          {t('send.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
