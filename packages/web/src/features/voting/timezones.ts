import { DEFAULT_TIMEZONE } from '@asa/domain';
import { timeZones } from '../../lib/format';

/** SPEC 9: UTC plus the zones the browser supports. */
export function timezones(current?: string): string[] {
  const zones = timeZones(); // older browsers: none, UTC only
  const list = [DEFAULT_TIMEZONE, ...zones.filter((z) => z !== DEFAULT_TIMEZONE)];
  if (current && !list.includes(current)) list.push(current);
  return list;
}
