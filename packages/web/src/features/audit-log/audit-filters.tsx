import { MenuItem, Stack, TextField } from '@mui/material';
import { DateField } from '../../components/form/date-field';
import { auditEntities } from '@asa/domain';
import type { AuditFilters } from './keys';
import { useAuditLogT } from './texts';

/** Who, entity and date range of the Audit log; the page keeps them in the URL. */
export function AuditFilterBar(p: {
  value: AuditFilters;
  actors: { id: number; name: string }[];
  onChange(next: AuditFilters): void;
}) {
  const t = useAuditLogT();
  const set = (patch: Partial<AuditFilters>) => p.onChange({ ...p.value, ...patch });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ my: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        label={t('col.who')}
        size="small"
        sx={{ minWidth: 180 }}
        value={p.value.actor ?? ''}
        onChange={(e) => set({ actor: e.target.value === '' ? undefined : Number(e.target.value) })}
      >
        <MenuItem value="">{t('everyone')}</MenuItem>
        {p.actors.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name || t('user', { id: a.id })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('entity')}
        size="small"
        sx={{ minWidth: 180 }}
        value={p.value.entity ?? ''}
        onChange={(e) => set({ entity: e.target.value || undefined })}
      >
        <MenuItem value="">{t('everything')}</MenuItem>
        {auditEntities.map((e) => (
          <MenuItem key={e} value={e}>
            {t(`entity.${e}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        label={t('from')}
        size="small"
        value={p.value.from}
        onChange={(from) => set({ from: from || undefined })}
      />
      <DateField
        label={t('to')}
        size="small"
        value={p.value.to}
        onChange={(to) => set({ to: to || undefined })}
      />
    </Stack>
  );
}
