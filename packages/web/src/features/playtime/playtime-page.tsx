import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { BotSettings } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { DateField } from '../../components/form/date-field';
import { groupErrors } from '../../components/form/group-errors';
import { IntField } from '../../components/form/int-field';
import { MultiSelect } from '../../components/form/multi-select';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';
import { JobStatus } from '../../components/job-status';
import { api, data } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { ranksQuery, serversQuery } from '../../lib/instance-lists';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { usePlaytimeT } from './texts';

type Settings = BotSettings['playtimeSettings'];

/**
 * Playtime credits (issue 37, docs/earn.md): the owner's settings (group playtimeSettings, saved with the
 * instance; Owner only) and a day's online minutes, sessions and credits per player (Players_View).
 */
export default function PlaytimePage() {
  const t = usePlaytimeT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Owner" feature="playtime">
      {(canEdit) => (
        <>
          <PlaytimeSettingsCard canEdit={canEdit} />
          <PlaytimeDayTable />
        </>
      )}
    </BotPage>
  );
}

type Field = 'creditsPerInterval' | 'intervalMinutes' | 'sampleMinutes' | 'dailyCap';
const fields: Field[] = ['creditsPerInterval', 'intervalMinutes', 'sampleMinutes', 'dailyCap'];

function PlaytimeSettingsCard({ canEdit }: { canEdit: boolean }) {
  const t = usePlaytimeT();
  const { bot } = useSession();
  const s = useBotSettings(['playtimeSettings']);
  const servers = useQuery({ ...serversQuery(bot?.id ?? 0), enabled: !!bot });
  const ranks = useQuery({ ...ranksQuery(bot?.id ?? 0), enabled: !!bot });
  const value = s.draft?.playtimeSettings;
  if (!value) return null;
  const set = (patch: Partial<Settings>) => s.set('playtimeSettings', patch);
  const err = groupErrors('playtimeSettings', value, s.errors);
  const off = !canEdit;
  const percentOf = (rankId: number) => value.rankMultipliers.find((m) => m.rankId === rankId)?.percent;
  const setPercent = (rankId: number, text: string) => {
    const rest = value.rankMultipliers.filter((m) => m.rankId !== rankId);
    set({
      rankMultipliers: text.trim() === '' ? rest : [...rest, { rankId, percent: Number(text.trim()) }],
    });
  };
  const multiplierError =
    value.rankMultipliers.map((_, i) => err.of(`rankMultipliers.${i}.percent`)).find(Boolean) ??
    err.of('rankMultipliers');
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      <JobStatus jobs={['playtime']} />
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        <SwitchField
          label={t('enable')}
          checked={value.isEnabled}
          disabled={off}
          onChange={(v) => set({ isEnabled: v })}
        />
        <Alert severity="info" sx={{ my: 1 }}>
          {t('afk')}
        </Alert>
        <MultiSelect
          label={t('servers')}
          value={value.serverIds}
          options={(servers.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
          onChange={(ids) => set({ serverIds: ids })}
          disabled={off}
          error={err.of('serverIds')}
          empty={t('allServers')}
        />
        <Grid container spacing={2}>
          {fields.map((f) => (
            <Grid key={f} size={{ xs: 12, sm: 6 }}>
              <IntField
                label={t(`field.${f}`)}
                value={value[f]}
                onChange={(v) => set({ [f]: v })}
                error={err.of(f)}
                helperText={t(`help.${f}`)}
                disabled={off}
              />
            </Grid>
          ))}
        </Grid>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          {t('multipliers')}
        </Typography>
        <Typography variant="body2" color={multiplierError ? 'error' : 'text.secondary'}>
          {multiplierError ?? t('multipliersHelp')}
        </Typography>
        {(ranks.data ?? []).length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noRanks')}
          </Typography>
        )}
        <Grid container spacing={2}>
          {(ranks.data ?? []).map((r) => (
            <Grid key={r.id} size={{ xs: 6, sm: 3 }}>
              <TextField
                label={r.name}
                value={percentOf(r.id) === undefined ? '' : String(percentOf(r.id))}
                placeholder="100"
                onChange={(e) => setPercent(r.id, e.target.value)}
                disabled={off}
                slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
                fullWidth
                margin="normal"
              />
            </Grid>
          ))}
        </Grid>
      </SettingsCard>
    </>
  );
}

function PlaytimeDayTable() {
  const t = usePlaytimeT();
  const { bot } = useSession();
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const list = useQuery({
    queryKey: ['playtime', bot?.id, day],
    queryFn: () =>
      data(api.GET('/api/playtime/{botId}', { params: { path: { botId: bot!.id }, query: { day } } })),
    enabled: !!bot && valid,
  });
  const rows = list.data?.rows ?? [];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('list')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <DateField label={t('day')} value={day} onChange={setDay} size="small" />
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('list')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('col.player')}</TableCell>
                <TableCell align="right">{t('col.minutes')}</TableCell>
                <TableCell align="right">{t('col.sessions')}</TableCell>
                <TableCell align="right">{t('col.credits')}</TableCell>
                <TableCell>{t('col.servers')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.playerId}>
                  <TableCell data-user-text>{r.name}</TableCell>
                  <TableCell align="right">{formatNumber(r.minutes)}</TableCell>
                  <TableCell align="right">{formatNumber(r.sessions)}</TableCell>
                  <TableCell align="right">{formatNumber(r.credits)}</TableCell>
                  <TableCell data-user-text>
                    {r.servers.map((x) => `${x.name} (${formatNumber(x.minutes)})`).join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
