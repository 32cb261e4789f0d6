import { Box, Typography } from '@mui/material';
import type { AuditEntry } from '@asa/domain';
import { useAuditLogT } from './texts';

const show = (v: unknown, empty: string) => {
  if (v === undefined) return '—';
  if (v === '' || v === null) return empty;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** The changed fields of one entry: "price: 100 → 150", one line each, long values wrapped. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useAuditLogT();
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (!fields.length) return <Typography variant="body2">—</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {fields.map((f) => (
        <Typography component="li" variant="body2" key={f} data-testid={`change-${f}`}>
          <strong>{f}</strong>: {show(entry.before[f], t('empty'))} → {show(entry.after[f], t('empty'))}
        </Typography>
      ))}
    </Box>
  );
}
