import { lazy, Suspense, useRef, useState } from 'react';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import CalendarIcon from '@mui/icons-material/CalendarToday';
import { useCommonT } from '../../lib/common-texts';
import { dayInputPattern, formatDayInput, parseDayInput } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';

// the calendar loads when it is first opened: the list routes carry only the text field (transfer budget)
const DateCalendar = lazy(() => import('./date-calendar'));

export type DateFieldProps = {
  label: string;
  /** The day, YYYY-MM-DD ('' or null = none): the value the API and the URL keep. */
  value: string | null | undefined;
  /** A typed or picked day (YYYY-MM-DD), '' when the field is emptied; not called while the text is no day. */
  onChange(day: string): void;
  /** The text when it is left as no day of the calendar (the field shows "Enter a date as ..."). */
  onInvalid?(text: string): void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The first and last day the calendar offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
};

/**
 * The one date field (issue 38): a text field in the chosen language's format ("24.12.2026" in German,
 * "12/24/2026" in US English; YYYY-MM-DD is always understood) with a calendar button; the value stays
 * YYYY-MM-DD. A react-hook-form field goes through `Controller` (value, onChange, error), docs/web-guide.md.
 */
export function DateField(p: DateFieldProps) {
  const t = useCommonT();
  const lang = useLanguage();
  const value = p.value ?? '';
  const [text, setText] = useState(() => formatDayInput(value));
  // the value and language the text was last made from: a new one from outside (URL, reset) replaces it
  const [shown, setShown] = useState(`${value}|${lang}`);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (shown !== `${value}|${lang}`) {
    setShown(`${value}|${lang}`);
    // what is typed stays when it already means the value (the field's own change)
    if (parseDayInput(text) !== value || !shown.endsWith(`|${lang}`)) setText(formatDayInput(value));
  }
  const pattern = dayInputPattern({ d: t('date.d'), m: t('date.m'), y: t('date.y') });
  const bad = !focused && text.trim() !== '' && !parseDayInput(text);
  const change = (next: string) => {
    setText(next);
    const day = parseDayInput(next);
    if (next.trim() === '') p.onChange('');
    // a two-digit year is taken when the field is left, not on the way to four digits
    else if (day && /\d{4}/.test(next)) p.onChange(day);
  };
  const blur = () => {
    setFocused(false);
    const day = parseDayInput(text);
    if (day) {
      setText(formatDayInput(day));
      if (day !== value) p.onChange(day);
    } else if (text.trim() !== '') p.onInvalid?.(text);
  };
  const invalid = bad ? t('date.invalid', { pattern }) : undefined;
  return (
    // the calendar opens under the field, in this box (no Popover/Popper: they would leave the app's first
    // chunks for one of their own, which every route then pays for: transfer budget)
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <TextField
        label={p.label}
        size={p.size}
        value={text}
        disabled={p.disabled}
        placeholder={pattern}
        onChange={(e) => change(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={blur}
        error={!!(invalid ?? p.error)}
        helperText={invalid ?? p.error ?? p.helperText}
        sx={{ width: p.size === 'small' ? 178 : 200 }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  ref={button}
                  edge="end"
                  size="small"
                  disabled={p.disabled}
                  aria-label={t('date.open', { label: p.label })}
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  onClick={() => setOpen((o) => !o)}
                >
                  <CalendarIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <DateCalendar
            anchor={button.current}
            label={p.label}
            value={parseDayInput(text) ?? value}
            min={p.min}
            max={p.max}
            onClose={() => setOpen(false)}
            onPick={(day) => {
              setOpen(false);
              setText(formatDayInput(day));
              if (day !== value) p.onChange(day);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
