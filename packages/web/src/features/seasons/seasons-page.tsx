import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  defaultSeasonResetKinds,
  ledgerKindLabel,
  seasonKinds,
  type SeasonKind,
  type SeasonPreview,
} from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { ChannelSelect } from '../../components/channel-select';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { api, data } from '../../lib/api';
import { useCommonT } from '../../lib/common-texts';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useSeasonsT } from './texts';

/**
 * Seasons and wipes (issue 37, docs/earn.md): the owner chooses per ledger kind what survives, sees the
 * preview (POST /api/season/preview) and starts the season after a confirmation (POST /api/season/start);
 * everyone with Players_View sees the seasons so far.
 */
export default function SeasonsPage() {
  const t = useSeasonsT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Owner">
      {(canEdit) => (
        <>
          {canEdit ? <StartSeason /> : <Alert severity="info">{t('ownerOnly')}</Alert>}
          <PastSeasons />
        </>
      )}
    </BotPage>
  );
}

function StartSeason() {
  const t = useSeasonsT();
  const c = useCommonT();
  const lang = useLanguage();
  const toast = useToast();
  const qc = useQueryClient();
  const { bot } = useSession();
  const [name, setName] = useState('');
  const [reset, setReset] = useState<SeasonKind[]>(defaultSeasonResetKinds);
  const [options, setOptions] = useState({
    resetStock: false,
    resetBuyLimits: false,
    resetCouponUses: false,
  });
  const [announceChannelId, setAnnounceChannelId] = useState('');
  const [preview, setPreview] = useState<SeasonPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const body = { name: name.trim(), resetKinds: reset, ...options, announceChannelId };
  const changed = () => setPreview(null);
  const fail = (e: Error) => toast({ severity: 'error', title: c('error'), message: e.message });
  const previewIt = useMutation({
    mutationFn: () =>
      data(api.POST('/api/season/preview/{botId}', { params: { path: { botId: bot!.id } }, body })),
    onSuccess: setPreview,
    onError: fail,
  });
  const start = useMutation({
    mutationFn: () =>
      data(api.POST('/api/season/start/{botId}', { params: { path: { botId: bot!.id } }, body })),
    onSuccess: (r) => {
      setConfirming(false);
      setPreview(null);
      setName('');
      toast({ severity: 'success', message: t('started', { number: r.season.number }) });
      void qc.invalidateQueries({ queryKey: ['seasons', bot?.id] });
      void qc.invalidateQueries({ queryKey: ['leaderboard', bot?.id] });
    },
    onError: (e) => {
      setConfirming(false);
      fail(e);
    },
  });
  const toggle = (kind: SeasonKind, action: 'keep' | 'reset' | null) => {
    if (!action) return;
    setReset((r) =>
      action === 'reset' ? [...r.filter((k) => k !== kind), kind] : r.filter((k) => k !== kind),
    );
    changed();
  };
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <TextField
        label={t('name')}
        value={name}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(e) => {
          setName(e.target.value);
          changed();
        }}
        sx={{ maxWidth: 420 }}
      />
      <Typography variant="h6" component="h2">
        {t('kinds')}
      </Typography>
      <Typography color="text.secondary">{t('kindsHelp')}</Typography>
      <TableContainer>
        <Table size="small" aria-label={t('kinds')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('col.kind')}</TableCell>
              <TableCell>{t('col.action')}</TableCell>
              <TableCell align="right">{t('col.players')}</TableCell>
              <TableCell align="right">{t('col.credits')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {seasonKinds.map((kind) => {
              const row = preview?.kinds.find((k) => k.kind === kind);
              return (
                <TableRow key={kind}>
                  <TableCell>{ledgerKindLabel(lang, kind)}</TableCell>
                  <TableCell>
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={reset.includes(kind) ? 'reset' : 'keep'}
                      onChange={(_e, v: 'keep' | 'reset' | null) => toggle(kind, v)}
                      aria-label={ledgerKindLabel(lang, kind)}
                    >
                      <ToggleButton value="keep">{t('keep')}</ToggleButton>
                      <ToggleButton value="reset" color="error">
                        {t('reset')}
                      </ToggleButton>
                    </ToggleButtonGroup>
                  </TableCell>
                  <TableCell align="right">{row ? formatNumber(row.players) : ''}</TableCell>
                  <TableCell align="right">{row ? formatNumber(row.credits) : ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack>
        {(['resetStock', 'resetBuyLimits', 'resetCouponUses'] as const).map((o) => (
          <FormControlLabel
            key={o}
            label={t(o)}
            control={
              <Checkbox
                checked={options[o]}
                onChange={(e) => {
                  setOptions({ ...options, [o]: e.target.checked });
                  changed();
                }}
              />
            }
          />
        ))}
      </Stack>
      <ChannelSelect label={t('announce')} value={announceChannelId} onChange={setAnnounceChannelId} />
      {preview && (
        <Alert severity="warning">
          <Typography>
            {t('summary', {
              players: formatNumber(preview.players),
              affected: formatNumber(preview.affectedPlayers),
              reset: formatNumber(preview.creditsReset),
              kept: formatNumber(preview.creditsKept),
              spent: formatNumber(preview.creditsAlreadySpent),
            })}
          </Typography>
          <Typography>
            {preview.since ? t('since', { date: formatDateTime(preview.since) }) : t('sinceBeginning')}
          </Typography>
          <Typography>
            {t('others', {
              stock: formatNumber(preview.stockRows),
              coupons: formatNumber(preview.couponsWithUses),
            })}
          </Typography>
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button
          variant="outlined"
          disabled={!body.name || previewIt.isPending}
          onClick={() => previewIt.mutate()}
        >
          {t('preview')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!preview || start.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('start')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming && !!preview}
        title={t('confirmTitle', { name: body.name })}
        confirmLabel={t('start')}
        danger
        disabled={start.isPending}
        onConfirm={() => start.mutate()}
        onClose={() => setConfirming(false)}
      >
        <Typography>
          {t('confirmText', {
            reset: formatNumber(preview?.creditsReset ?? 0),
            affected: formatNumber(preview?.affectedPlayers ?? 0),
          })}
        </Typography>
      </ConfirmDialog>
    </Stack>
  );
}

function PastSeasons() {
  const t = useSeasonsT();
  const { bot } = useSession();
  const list = useQuery({
    queryKey: ['seasons', bot?.id],
    queryFn: () => data(api.GET('/api/season/list/{botId}', { params: { path: { botId: bot!.id } } })),
    enabled: !!bot,
  });
  const rows = list.data ?? [];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('past')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('past')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('col.number')}</TableCell>
                <TableCell>{t('col.name')}</TableCell>
                <TableCell>{t('col.startedAt')}</TableCell>
                <TableCell align="right">{t('col.players')}</TableCell>
                <TableCell align="right">{t('col.creditsReset')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.number}>
                  <TableCell>{s.number}</TableCell>
                  <TableCell data-user-text>{s.name}</TableCell>
                  <TableCell>{formatDateTime(s.startedAt)}</TableCell>
                  <TableCell align="right">{formatNumber(s.summary.affectedPlayers)}</TableCell>
                  <TableCell align="right">{formatNumber(s.summary.creditsReset)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
