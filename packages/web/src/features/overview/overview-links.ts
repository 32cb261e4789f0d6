import { daysBetween, isoDayOf } from '@asa/domain';
import type { OverviewRangeParams } from './keys';

// The filtered lists behind the numbers (the Players and Purchases pages read these URL parameters).
const q = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const links = {
  richestPlayers: () => `/players?${q({ sort: 'credits', order: 'desc' })}`,
  /** Players active in the last N days, N reaching back to the range's start. */
  activePlayers: (r: OverviewRangeParams) =>
    `/players?${q({ active: Math.max(1, daysBetween(r.from, isoDayOf(new Date()))) })}`,
  newPlayers: (r: OverviewRangeParams) => `/players?${q({ joinedFrom: r.from, joinedTo: r.to })}`,
  purchases: (r: OverviewRangeParams, more: { status?: string; kit?: number | null; source?: string } = {}) =>
    `/purchases?${q({ from: r.from, to: r.to, status: more.status, kit: more.kit ?? undefined, source: more.source })}`,
  /** The instance's credit history of the range, of one source (or spent/refunded/removed) when given. */
  creditHistory: (r: OverviewRangeParams, source?: string) =>
    `/creditHistory?${q({ from: r.from, to: r.to, source })}`,
};
