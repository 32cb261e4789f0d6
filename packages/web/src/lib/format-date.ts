/**
 * The one way the web app shows dates: in the browser's own language and region (navigator.languages),
 * never a fixed US format. `dateTime` for moments (a purchase, a change), `date` for days.
 */
const locales = (): readonly string[] | undefined =>
  typeof navigator !== 'undefined' && navigator.languages?.length ? navigator.languages : undefined;

let cache: { key: string; dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | null = null;
function formats() {
  const key = (locales() ?? []).join(',');
  if (cache?.key !== key)
    cache = {
      key,
      dateTime: new Intl.DateTimeFormat(locales() as string[] | undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
      date: new Intl.DateTimeFormat(locales() as string[] | undefined, { dateStyle: 'medium' }),
    };
  return cache;
}

const parse = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** "26 Nov 2026, 14:05" (en-GB), "Nov 26, 2026, 2:05 PM" (en-US), "26.11.2026, 14:05" (de-DE). */
export const formatDateTime = (v: string | Date) => formats().dateTime.format(parse(v));

/** "26 Nov 2026" (en-GB), "Nov 26, 2026" (en-US). */
export const formatDate = (v: string | Date) => formats().date.format(parse(v));
