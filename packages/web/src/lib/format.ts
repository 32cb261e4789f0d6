/**
 * The one formatting helper of the web app (issue 27): numbers, credits, dates and relative times through
 * `Intl` in the chosen language (`lib/i18n.ts`), in the browser's region of it when it has one (an en-GB
 * browser keeps day-month dates in English; German is de-DE unless the browser says de-AT or de-CH).
 * Never `toLocaleString()` or `Intl.*` elsewhere: the lint rule `asa/no-bare-locale-format` fails on them.
 */
import { currentLanguage } from './i18n';

/** The BCP 47 tag to format with: the browser's first tag of the chosen language, else the language. */
export function formatLocale(): string {
  const lang = currentLanguage();
  const tags = typeof navigator !== 'undefined' ? (navigator.languages ?? []) : [];
  return tags.find((t) => t.toLowerCase().split('-')[0] === lang) ?? lang;
}

type Formats = {
  number: Intl.NumberFormat;
  dateTime: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  relative: Intl.RelativeTimeFormat;
};
let cache: { locale: string; f: Formats } | null = null;
function formats(): Formats {
  const locale = formatLocale();
  if (cache?.locale !== locale)
    cache = {
      locale,
      f: {
        number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
        dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
        relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      },
    };
  return cache.f;
}

const parse = (v: string | number | Date) => (v instanceof Date ? v : new Date(v));

/** 1234.5 -> "1,234.5" (en), "1.234,5" (de). */
export const formatNumber = (n: number) => formats().number.format(n);

/** A credit amount (whole credits): "1,500" (en), "1.500" (de); the word "credits" comes from the catalogue. */
export const formatCredits = (n: number) => formats().number.format(Math.trunc(n));

/** Whether the chosen language writes a decimal comma ("1,5" in German): CSV exports then use `;`. */
export const usesDecimalComma = () => formats().number.format(1.5).includes(',');

/** "26 Nov 2026, 14:05" (en-GB), "Nov 26, 2026, 2:05 PM" (en-US), "26.11.2026, 14:05" (de-DE). */
export const formatDateTime = (v: string | number | Date) => formats().dateTime.format(parse(v));

/** "26 Nov 2026" (en-GB), "Nov 26, 2026" (en-US), "26.11.2026" (de-DE). */
export const formatDate = (v: string | number | Date) => formats().date.format(parse(v));

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];
/** "in 5 minutes", "2 hours ago" (en); "in 5 Minuten", "vor 2 Stunden" (de). */
export function formatRelative(v: string | number | Date, now = Date.now()): string {
  const seconds = Math.round((parse(v).getTime() - now) / 1000);
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? units[units.length - 1]!;
  return formats().relative.format(Math.round(seconds / size), unit);
}

/** The time zones the browser knows (the voting pages' picker), empty where it has no list. */
export function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** The browser's time zone ("Europe/Berlin"): the zone the date-time inputs are typed in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the value of an `<input type="datetime-local">` (the browser's time zone); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO instant; null when empty or incomplete. */
export function fromLocalInput(value: string): string | null {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}

/** The order and separator of a numeric day in the chosen language: de-DE `d.m.y` with '.', en-US `m/d/y`. */
function dayParts(): { order: ('d' | 'm' | 'y')[]; sep: string } {
  const parts = new Intl.DateTimeFormat(formatLocale(), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2026, 11, 24));
  const order = parts.flatMap((x) =>
    x.type === 'day'
      ? ['d' as const]
      : x.type === 'month'
        ? ['m' as const]
        : x.type === 'year'
          ? ['y' as const]
          : [],
  );
  const sep = parts.find((x) => x.type === 'literal')?.value.trim() || '/';
  return order.length === 3 ? { order, sep } : { order: ['y', 'm', 'd'], sep: '-' };
}

const isoDay = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;

/** A day (YYYY-MM-DD) as the date fields show it: "24.12.2026" (de-DE), "12/24/2026" (en-US); '' for none. */
export function formatDayInput(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!m) return '';
  const { order, sep } = dayParts();
  const v = { y: m[1]!, m: m[2]!, d: m[3]! };
  return order.map((k) => v[k]).join(sep);
}

/** The pattern a date field asks for, in the letters given ("TT.MM.JJJJ", "MM/DD/YYYY"). */
export function dayInputPattern(letters: { d: string; m: string; y: string }): string {
  const { order, sep } = dayParts();
  return order.map((k) => letters[k]).join(sep);
}

/**
 * A typed day in the chosen language's order ("24.12.2026", "24.12.26", "12/24/2026"; any separator) or as
 * YYYY-MM-DD, as YYYY-MM-DD; null when it is not a day of the calendar.
 */
export function parseDayInput(text: string): string | null {
  const nums = text
    .trim()
    .split(/[^0-9]+/)
    .filter(Boolean);
  if (nums.length !== 3) return null;
  const order: ('d' | 'm' | 'y')[] = nums[0]!.length === 4 ? ['y', 'm', 'd'] : dayParts().order;
  const v = Object.fromEntries(order.map((k, i) => [k, Number(nums[i])])) as Record<'d' | 'm' | 'y', number>;
  const yText = nums[order.indexOf('y')]!;
  if (yText.length === 2) v.y += 2000;
  else if (yText.length !== 4) return null;
  const date = new Date(Date.UTC(v.y, v.m - 1, v.d));
  if (date.getUTCFullYear() !== v.y || date.getUTCMonth() !== v.m - 1 || date.getUTCDate() !== v.d)
    return null;
  return isoDay(v.y, v.m, v.d);
}

/** A random kit's chance (0-100) with at most one decimal, "<0.1%" below that (issue 37). */
export function formatOddsPercent(percent: number): string {
  const nf = new Intl.NumberFormat(formatLocale(), { maximumFractionDigits: 1 });
  if (percent > 0 && percent < 0.1) return `<${nf.format(0.1)}%`;
  return `${nf.format(Math.round(percent * 10) / 10)}%`;
}
