import type { OverviewBucket } from '@asa/domain';
import { botKeys } from '../../lib/query-keys';

export interface OverviewRangeParams {
  from: string;
  to: string;
  bucket: OverviewBucket;
}

/** Query keys of the Overview page; under botKeys.all. */
export const overviewKeys = {
  range: (botId: number, r: OverviewRangeParams) =>
    [...botKeys.all, 'overview', botId, r.from, r.to, r.bucket] as const,
};
