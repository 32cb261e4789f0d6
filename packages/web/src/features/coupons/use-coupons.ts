import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponUsePage, CouponView } from '@asa/domain';
import { api, data } from '../../lib/api';
import { botKeys } from '../../lib/query-keys';

/** Query keys of the Coupons page; under botKeys.all. */
export const couponKeys = {
  all: (botId: number) => [...botKeys.all, 'coupons', botId] as const,
  uses: (botId: number, page: number) => [...botKeys.all, 'coupons', botId, 'uses', page] as const,
  report: (botId: number) => [...botKeys.all, 'coupons', botId, 'report'] as const,
};

export function useCoupons(botId: number) {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: couponKeys.all(botId),
    queryFn: () => data<CouponView[]>(api.GET('/api/coupon/list/{botId}', { params: { path: { botId } } })),
  });
  return { ...list, refresh: () => qc.invalidateQueries({ queryKey: couponKeys.all(botId) }) };
}

export const useCouponUses = (botId: number, page: number) =>
  useQuery({
    queryKey: couponKeys.uses(botId, page),
    queryFn: () =>
      data<CouponUsePage>(
        api.GET('/api/coupon/uses/{botId}', { params: { path: { botId }, query: { page } } }),
      ),
  });
