/**
 * A job interval in its largest whole unit, as the pages say it ("10 seconds", "5 minutes", "60 minutes",
 * "24 hours"; the dashboard's `common.interval` message words it in the active language). Its own module
 * (not a schema file), so a page that only says an interval does not load the zod schemas.
 */
export function intervalParts(seconds: number): { n: number; unit: 'second' | 'minute' | 'hour' } {
  if (seconds < 60 || seconds % 60 !== 0) return { n: seconds, unit: 'second' };
  const minutes = seconds / 60;
  if (minutes <= 60 || minutes % 60 !== 0) return { n: minutes, unit: 'minute' };
  return { n: minutes / 60, unit: 'hour' };
}
