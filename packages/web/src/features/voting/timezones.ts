import { DEFAULT_TIMEZONE } from '@asa/domain';

/** SPEC 9: UTC plus the zones the browser supports. */
export function timezones(current?: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    /* older browsers: UTC only */
  }
  const list = [DEFAULT_TIMEZONE, ...zones.filter((z) => z !== DEFAULT_TIMEZONE)];
  if (current && !list.includes(current)) list.push(current);
  return list;
}
