import { useQuery } from '@tanstack/react-query';
import {
  Grid,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BotPage } from '../../components/bot-page';
import { groupErrors } from '../../components/form/group-errors';
import { IntField } from '../../components/form/int-field';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';
import { api, data } from '../../lib/api';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { useTransfersT } from './texts';

/**
 * Transfers between players (issue 37, docs/transfers.md): the owner's rules (settings group transferSettings,
 * saved with the instance; Owner only) and the latest transfers (Players_View).
 */
export default function TransfersPage() {
  const t = useTransfersT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Owner" feature="transfers">
      {(canEdit) => (
        <>
          <TransferSettingsCard canEdit={canEdit} />
          <LatestTransfers />
        </>
      )}
    </BotPage>
  );
}

type Field = 'minAmount' | 'maxAmount' | 'dailyLimit' | 'feePercent' | 'minAccountAgeDays';
const fields: Field[] = ['minAmount', 'maxAmount', 'dailyLimit', 'feePercent', 'minAccountAgeDays'];

function TransferSettingsCard({ canEdit }: { canEdit: boolean }) {
  const t = useTransfersT();
  const s = useBotSettings(['transferSettings']);
  const value = s.draft?.transferSettings;
  if (!value) return null;
  const err = groupErrors('transferSettings', value, s.errors);
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        <SwitchField
          label={t('enable')}
          checked={value.isEnabled}
          disabled={!canEdit}
          onChange={(v) => s.set('transferSettings', { isEnabled: v })}
        />
        <Grid container spacing={2}>
          {fields.map((f) => (
            <Grid key={f} size={{ xs: 12, sm: 6 }}>
              <IntField
                label={t(`field.${f}`)}
                value={value[f]}
                onChange={(v) => s.set('transferSettings', { [f]: v })}
                error={err.of(f)}
                helperText={t(`help.${f}`)}
                disabled={!canEdit}
              />
            </Grid>
          ))}
        </Grid>
      </SettingsCard>
    </>
  );
}

function LatestTransfers() {
  const t = useTransfersT();
  const { bot } = useSession();
  const list = useQuery({
    queryKey: ['transfers', bot?.id],
    queryFn: () => data(api.GET('/api/transfers/{botId}', { params: { path: { botId: bot!.id } } })),
    enabled: !!bot,
  });
  const rows = list.data ?? [];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('latest')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('latest')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('col.time')}</TableCell>
                <TableCell>{t('col.from')}</TableCell>
                <TableCell>{t('col.to')}</TableCell>
                <TableCell align="right">{t('col.amount')}</TableCell>
                <TableCell align="right">{t('col.fee')}</TableCell>
                <TableCell>{t('col.source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                  <TableCell data-user-text>{r.fromName}</TableCell>
                  <TableCell data-user-text>{r.toName}</TableCell>
                  <TableCell align="right">{formatNumber(r.amount)}</TableCell>
                  <TableCell align="right">{formatNumber(r.fee)}</TableCell>
                  <TableCell>{t(`source.${r.source}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
