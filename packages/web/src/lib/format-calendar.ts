/**
 * The date field's calendar and the date-time field's time (issue 38): the part of `lib/format.ts` that only
 * they need, loaded with them rather than with every list (transfer budget). Same rule as there: `Intl` in
 * the chosen language, in the browser's region of it.
 */
import { formatLocale } from './format';

/** A time of day (hours, minutes) as the date-time fields show it: "14:30" (de), "2:30 PM" (en-US). */
export function formatTimeInput(hours: number, minutes: number): string {
  return new Intl.DateTimeFormat(formatLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2026, 0, 1, hours, minutes));
}

/** A typed time ("14:30", "14.30", "2:30 pm", "9") as [hours, minutes]; null when it is not one. */
export function parseTimeInput(text: string): [number, number] | null {
  const m = /^\s*(\d{1,2})(?:[:.h ]\s*(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*(?:uhr)?\s*$/i.exec(text);
  if (!m) return null;
  let h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  const ampm = m[3]?.toLowerCase();
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm === 'p' ? 12 : 0);
  }
  return h <= 23 && min <= 59 ? [h, min] : null;
}

/** The calendar of a date field: the month's title, weekday names from the week's first day, a day's full name. */
export function calendarNames(firstDay: number) {
  const locale = formatLocale();
  const utc = { timeZone: 'UTC' } as const;
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', ...utc });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', ...utc });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', ...utc });
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full', ...utc });
  // 2026-01-04 is a Sunday (weekday 0 / 7)
  const weekday = (i: number) => Date.UTC(2026, 0, 4 + ((firstDay + i) % 7));
  return {
    month: (y: number, m: number) => month.format(Date.UTC(y, m, 1)),
    weekdays: Array.from({ length: 7 }, (_, i) => ({
      short: short.format(weekday(i)),
      long: long.format(weekday(i)),
    })),
    day: (y: number, m: number, d: number) => full.format(Date.UTC(y, m, d)),
  };
}

/** The first day of the week in the chosen language's region: 1 Monday (de, en-GB), 0 Sunday (en-US). */
export function firstDayOfWeek(): number {
  const locale = new Intl.Locale(formatLocale());
  const info = (
    locale as Intl.Locale & { getWeekInfo?(): { firstDay: number }; weekInfo?: { firstDay: number } }
  ).getWeekInfo?.() ??
    (locale as Intl.Locale & { weekInfo?: { firstDay: number } }).weekInfo ?? {
      firstDay: locale.language === 'en' && (!locale.region || locale.region === 'US') ? 7 : 1,
    };
  return info.firstDay % 7;
}
