import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, ButtonBase, IconButton, Paper, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useCommonT } from '../../lib/common-texts';
import { calendarNames, firstDayOfWeek } from '../../lib/format-calendar';
import { useLanguage } from '../../lib/i18n';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];
const localToday = () => {
  const now = new Date();
  return dayOf(now.getFullYear(), now.getMonth(), now.getDate());
};
const clamp = (day: string, min?: string, max?: string) =>
  min && day < min ? min : max && day > max ? max : day;

/**
 * The date field's calendar (loaded when first opened): a popup with the month, the previous / next month
 * buttons and a grid of days, week starting on the language region's first day (Monday in German). Keyboard:
 * arrows move by a day or a week, Page Up / Page Down by a month, Home / End to the week's ends, Enter picks,
 * Escape closes; the focus goes back to the calendar button. A click outside or Tab out of it closes it.
 */
export default function DateCalendar(p: {
  anchor: HTMLElement | null;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onPick(day: string): void;
  onClose(): void;
}) {
  const t = useCommonT();
  const lang = useLanguage();
  const first = firstDayOfWeek();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language
  const names = useMemo(() => calendarNames(first), [first, lang]);
  const today = localToday();
  const [focus, setFocus] = useState(() => clamp(p.value || today, p.min, p.max));
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const [y, m] = partsOf(focus);
  const month = m - 1;
  const offset = (new Date(Date.UTC(y, month, 1)).getUTCDay() - first + 7) % 7;
  const length = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  const weeks = Math.ceil((offset + length) / 7);

  const focusDay = () => grid.current?.querySelector<HTMLElement>(`[data-day="${focus}"]`)?.focus();
  useEffect(() => {
    focusDay();
    // on opening, the popup is placed (and its day focusable) a frame later
    const frame = requestAnimationFrame(focusDay);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the focus follows the focused day
  }, [focus]);

  const go = (day: string) => {
    setFocus(clamp(day, p.min, p.max));
  };
  const byMonths = (n: number) => {
    const [fy, fm, fd] = partsOf(focus);
    const last = new Date(Date.UTC(fy, fm - 1 + n + 1, 0)).getUTCDate();
    go(dayOf(fy, fm - 1 + n, Math.min(fd, last)));
  };
  const onKey = (e: KeyboardEvent) => {
    const [fy, fm, fd] = partsOf(focus);
    const weekday = (new Date(Date.UTC(fy, fm - 1, fd)).getUTCDay() - first + 7) % 7;
    const step: Record<string, () => void> = {
      ArrowLeft: () => go(dayOf(fy, fm - 1, fd - 1)),
      ArrowRight: () => go(dayOf(fy, fm - 1, fd + 1)),
      ArrowUp: () => go(dayOf(fy, fm - 1, fd - 7)),
      ArrowDown: () => go(dayOf(fy, fm - 1, fd + 7)),
      Home: () => go(dayOf(fy, fm - 1, fd - weekday)),
      End: () => go(dayOf(fy, fm - 1, fd + 6 - weekday)),
      PageUp: () => byMonths(e.shiftKey ? -12 : -1),
      PageDown: () => byMonths(e.shiftKey ? 12 : 1),
    };
    const run = step[e.key];
    if (run) {
      e.preventDefault();
      run();
    }
  };

  const close = () => {
    p.onClose();
    p.anchor?.focus();
  };
  const paper = useRef<HTMLDivElement>(null);
  // a click outside closes it (the button toggles it itself)
  useEffect(() => {
    const away = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!paper.current?.contains(target) && !p.anchor?.contains(target)) p.onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [p]);
  // under the field, towards the side with room for it (a field near the right edge of a phone opens leftwards)
  const [side] = useState(() =>
    (p.anchor?.getBoundingClientRect().right ?? 0) > 316 ? { right: 0 } : { left: 0 },
  );
  return (
    <Paper
      ref={paper}
      role="dialog"
      aria-label={t('date.calendar', { label: p.label })}
      elevation={8}
      sx={{ position: 'absolute', top: '100%', zIndex: 'modal', mt: 0.5, ...side }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
      onBlur={(e) => {
        // the focus left the calendar (Tab past its last button): it closes
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) p.onClose();
      }}
    >
      <Box sx={{ p: 1.5, width: 300 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <IconButton aria-label={t('date.previousMonth')} onClick={() => byMonths(-1)} size="small">
            <ChevronLeft />
          </IconButton>
          <Typography id={titleId} aria-live="polite" sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }}>
            {names.month(y, month)}
          </Typography>
          <IconButton aria-label={t('date.nextMonth')} onClick={() => byMonths(1)} size="small">
            <ChevronRight />
          </IconButton>
        </Stack>
        <Box
          component="table"
          ref={grid}
          role="grid"
          aria-labelledby={titleId}
          onKeyDown={onKey}
          sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              {names.weekdays.map((w) => (
                <Box
                  component="th"
                  scope="col"
                  key={w.long}
                  abbr={w.long}
                  sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 600, pb: 0.5 }}
                >
                  {w.short}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: weeks }, (_, w) => (
              <tr key={w}>
                {Array.from({ length: 7 }, (_, i) => {
                  const d = w * 7 + i - offset + 1;
                  if (d < 1 || d > length) return <td key={i} />;
                  const day = dayOf(y, month, d);
                  const selected = day === p.value;
                  const out = (!!p.min && day < p.min) || (!!p.max && day > p.max);
                  return (
                    <td key={i} aria-selected={selected} style={{ padding: 1, textAlign: 'center' }}>
                      <ButtonBase
                        data-day={day}
                        tabIndex={day === focus ? 0 : -1}
                        disabled={out}
                        aria-label={names.day(y, month, d)}
                        aria-current={day === today ? 'date' : undefined}
                        onClick={() => {
                          p.onPick(day);
                          p.anchor?.focus();
                        }}
                        onFocus={() => day !== focus && setFocus(day)}
                        sx={{
                          width: 36,
                          height: 36,
                          borderRadius: '50%',
                          typography: 'body2',
                          fontVariantNumeric: 'tabular-nums',
                          border: day === today ? 1 : 0,
                          borderColor: 'primary.main',
                          ...(selected
                            ? {
                                bgcolor: 'primary.main',
                                color: 'primary.contrastText',
                                fontWeight: 600,
                                '&:hover': { bgcolor: 'primary.dark' },
                              }
                            : { '&:hover': { bgcolor: 'action.hover' } }),
                          '&.Mui-focusVisible, &:focus-visible': {
                            outline: 2,
                            outlineColor: 'primary.main',
                            outlineOffset: 1,
                          },
                          '&.Mui-disabled': { color: 'text.disabled' },
                        }}
                      >
                        {d}
                      </ButtonBase>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Paper>
  );
}
