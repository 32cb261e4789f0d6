import { Box, Typography } from '@mui/material';
import type { AuditEntry } from '@asa/domain';
import type { Translate } from '../../lib/i18n';
import { hasFieldLabel, useAuditLogT, type AuditLogKey } from './texts';

const show = (t: Translate<AuditLogKey>, v: unknown, empty: string) => {
  if (v === undefined) return '—';
  if (v === '' || v === null) return empty;
  if (typeof v === 'boolean') return t(v ? 'value.true' : 'value.false');
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** A value as stored (marked: names and texts users or the server wrote); on/off in the active language. */
function Value({ t, v }: { t: Translate<AuditLogKey>; v: unknown }) {
  const text = show(t, v, t('empty'));
  return typeof v === 'boolean' || v === undefined || v === '' || v === null ? (
    text
  ) : (
    <span data-server-text>{text}</span>
  );
}

/**
 * The changed fields of one entry: "Price: 100 → 150", one line each, long values wrapped. A known field shows
 * its label in the active language (no tooltip with the server's English path: a German page holds no English
 * word, e2e/tests/german.e2e.ts); any other its path, marked as the server's text.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useAuditLogT();
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (!fields.length) return <Typography variant="body2">—</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {fields.map((f) => (
        <Typography component="li" variant="body2" key={f} data-testid={`change-${f}`}>
          {hasFieldLabel(f) ? (
            <strong>{t(`field.${f}` as AuditLogKey)}</strong>
          ) : (
            <strong data-server-text>{f}</strong>
          )}
          : <Value t={t} v={entry.before[f]} /> → <Value t={t} v={entry.after[f]} />
        </Typography>
      ))}
    </Box>
  );
}
