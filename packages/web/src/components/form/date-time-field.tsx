import { TextField } from '@mui/material';
import { useCommonT } from '../../lib/common-texts';
import { browserTimeZone, fromLocalInput, toLocalInput } from '../../lib/format';

/**
 * A date and time input for an instant (ISO string, null = none), typed in the browser's time zone and
 * saying which (`Times in Europe/Berlin.`, common `form.timesIn`); the server stores UTC.
 */
export function DateTimeField(p: {
  label: string;
  value: string | null | undefined;
  onChange(value: string | null): void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const t = useCommonT();
  const zone = t('form.timesIn', { zone: browserTimeZone() });
  return (
    <TextField
      type="datetime-local"
      label={p.label}
      value={toLocalInput(p.value)}
      disabled={p.disabled}
      onChange={(e) => p.onChange(fromLocalInput(e.target.value))}
      error={!!p.error}
      helperText={p.error ?? (p.helperText ? `${p.helperText} ${zone}` : zone)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    />
  );
}
