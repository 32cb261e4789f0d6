import { useRef, useState } from 'react';
import { FormHelperText, Stack, TextField } from '@mui/material';
import { useCommonT } from '../../lib/common-texts';
import { browserTimeZone, toLocalInput } from '../../lib/format';
import { formatTimeInput, parseTimeInput } from '../../lib/format-calendar';
import { useLanguage } from '../../lib/i18n';
import { DateField } from './date-field';

type Parts = { day: string; dayText: string | null; time: string };

/** The field's parts of an instant: its local day (YYYY-MM-DD) and time as the language writes it. */
function partsOf(iso: string | null | undefined): Parts {
  const local = toLocalInput(iso);
  if (!local) return { day: '', dayText: null, time: '' };
  const [day, hm] = local.split('T') as [string, string];
  const [h, m] = hm.split(':').map(Number) as [number, number];
  return { day, dayText: null, time: formatTimeInput(h, m) };
}

/**
 * The instant the parts make (ISO, the browser's time zone; null when both are empty). Parts that make no
 * instant give their text instead, which the form's schema rejects with its message (the spec's for kits),
 * so a half-typed date is never saved as "no date".
 */
function instantOf(p: Parts): string | null {
  if (p.dayText !== null) return `${p.dayText} ${p.time}`;
  if (!p.day && !p.time.trim()) return null;
  const hm = p.time.trim() ? parseTimeInput(p.time) : [0, 0];
  if (!p.day || !hm) return `${p.day} ${p.time}`;
  const [y, mo, d] = p.day.split('-').map(Number) as [number, number, number];
  return new Date(y, mo - 1, d, hm[0], hm[1]).toISOString();
}

/**
 * A date and time input for an instant (ISO string, null = none): the date field (the language's format, a
 * calendar) and a time typed as the language writes it ("14:30", "2:30 PM"), in the browser's time zone and
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
  const lang = useLanguage();
  const [parts, setParts] = useState(() => partsOf(p.value));
  const sent = useRef(p.value ?? null);
  const [shown, setShown] = useState(`${p.value ?? ''}|${lang}`);
  const [timeFocused, setTimeFocused] = useState(false);
  if (shown !== `${p.value ?? ''}|${lang}`) {
    setShown(`${p.value ?? ''}|${lang}`);
    // a value from outside (reset, duplicate) or a new language: the parts are made again from it
    if ((p.value ?? null) !== sent.current || !shown.endsWith(`|${lang}`)) setParts(partsOf(p.value));
  }
  const update = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    const value = instantOf(next);
    sent.current = value;
    if (value !== (p.value ?? null)) p.onChange(value);
  };
  const zone = t('form.timesIn', { zone: browserTimeZone() });
  const badTime = !timeFocused && parts.time.trim() !== '' && !parseTimeInput(parts.time);
  return (
    <Stack>
      <Stack direction="row" spacing={1} useFlexGap>
        <DateField
          label={p.label}
          value={parts.day}
          disabled={p.disabled}
          error={p.error}
          onChange={(day) => update({ day, dayText: null })}
          onInvalid={(text) => update({ dayText: text })}
        />
        <TextField
          label={t('date.time')}
          value={parts.time}
          disabled={p.disabled}
          placeholder={formatTimeInput(14, 30)}
          onChange={(e) => update({ time: e.target.value })}
          onFocus={() => setTimeFocused(true)}
          onBlur={() => {
            setTimeFocused(false);
            const hm = parseTimeInput(parts.time);
            if (hm) setParts({ ...parts, time: formatTimeInput(hm[0], hm[1]) });
          }}
          error={badTime || !!p.error}
          helperText={badTime ? t('date.timeInvalid', { example: formatTimeInput(14, 30) }) : undefined}
          sx={{ width: 120 }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': t('date.timeOf', { label: p.label }), autoComplete: 'off' },
          }}
        />
      </Stack>
      <FormHelperText sx={{ mx: 1.75 }}>{p.helperText ? `${p.helperText} ${zone}` : zone}</FormHelperText>
    </Stack>
  );
}
