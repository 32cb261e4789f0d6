/**
 * A job interval as the pages say it: "10 seconds", "5 minutes", "60 minutes", "24 hours". Its own module
 * (not a schema file), so a page that only says an interval does not load the zod schemas.
 */
export function intervalText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60 || seconds % 60 !== 0) return plural(seconds, 'second');
  const minutes = seconds / 60;
  if (minutes <= 60 || minutes % 60 !== 0) return plural(minutes, 'minute');
  return plural(minutes / 60, 'hour');
}
