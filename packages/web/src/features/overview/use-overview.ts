import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { addDays, isIsoDay, isoDayOf, OVERVIEW_DEFAULT_DAYS, type Overview } from '@asa/domain';
import { api, data } from '../../lib/api';
import { overviewKeys, type OverviewRangeParams } from './keys';

/** The page's range from and to the URL (?from=&to=&bucket=), so a view can be shared; default the last 30 days. */
export function useRangeParams(): [OverviewRangeParams, (r: OverviewRangeParams) => void] {
  const [params, setParams] = useSearchParams();
  const today = isoDayOf(new Date());
  const day = (k: string) => {
    const v = params.get(k);
    return v && isIsoDay(v) ? v : undefined;
  };
  const to = day('to') ?? today;
  const value: OverviewRangeParams = {
    from: day('from') ?? addDays(to, -(OVERVIEW_DEFAULT_DAYS - 1)),
    to,
    bucket: params.get('bucket') === 'week' ? 'week' : 'day',
  };
  const set = (r: OverviewRangeParams) => setParams(new URLSearchParams({ ...r }), { replace: true });
  return [value, set];
}

/** GET /api/overview/{botId} for the range; the previous range's answer stays on screen while the next loads. */
export function useOverview(botId: number, r: OverviewRangeParams) {
  return useQuery({
    queryKey: overviewKeys.range(botId, r),
    queryFn: () =>
      data<Overview>(api.GET('/api/overview/{botId}', { params: { path: { botId }, query: { ...r } } })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
