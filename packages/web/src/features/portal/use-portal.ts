import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, data, type ApiError } from '../../lib/api';
import { usePublicSettings } from '../../lib/public-settings';
import { useToast } from '../../lib/toast';
import { portalKeys } from './keys';
import { useCommonT } from '../../lib/common-texts';
import { usePortalT } from './texts';
import { openPurchaseStatuses, type PortalOrder, type PortalMe } from '@asa/domain';

/** How often the portal asks again while one of the player's orders is still open (queued, waiting, ...). */
export const OPEN_ORDER_REFRESH_MS = 10_000;
const hasOpenOrder = (me: PortalMe | undefined) =>
  !!me?.purchases.some((p) => (openPurchaseStatuses as readonly string[]).includes(p.status));

const at = (guildId: string) => ({ params: { path: { guildId } } });
const noRetryOn4xx = (count: number, e: Error) =>
  !((e as ApiError).status >= 400 && (e as ApiError).status < 500) && count < 1;

export const usePortalCatalog = (guildId: string) =>
  useQuery({
    queryKey: portalKeys.catalog(guildId),
    queryFn: () => data(api.GET('/api/portal/{guildId}', at(guildId))),
    retry: noRetryOn4xx,
    staleTime: 30_000,
  });

export const usePortalMe = (guildId: string, enabled: boolean) =>
  useQuery({
    queryKey: portalKeys.me(guildId),
    queryFn: () => data(api.GET('/api/portal/{guildId}/me', at(guildId))),
    enabled,
    retry: noRetryOn4xx,
    refetchInterval: (query) => (hasOpenOrder(query.state.data) ? OPEN_ORDER_REFRESH_MS : false),
  });

/**
 * Where "Log in with Discord" goes: the Discord login (or, in demo mode, the demo player) with the portal as
 * the place to come back to; the server answers with the session token in the address fragment.
 */
export function useLoginUrl(guildId: string): string | null {
  const settings = usePublicSettings();
  if (!settings.data) return null;
  const returnTo = encodeURIComponent(`/portal/${guildId}`);
  return settings.data.demoMode
    ? `/api/auth/demo?as=player&returnTo=${returnTo}`
    : `/api/auth/discord/login?returnTo=${returnTo}`;
}

/**
 * Buy / redeem a kit and buy a shop rank. The order dialog shows where an order stands (the answer of the
 * mutation); refusals and the rank purchase are shown as toasts with the server's text.
 */
export function usePortalActions(guildId: string) {
  const qc = useQueryClient();
  const notify = useToast();
  const t = usePortalT();
  const c = useCommonT();
  const refresh = () => qc.invalidateQueries({ queryKey: portalKeys.me(guildId) });
  const fail = (e: Error) => notify({ severity: 'error', title: c('error'), message: e.message });

  const order = useMutation({
    mutationFn: ({ mode, order }: { mode: 'buy' | 'redeem' | 'gift'; order: PortalOrder }) =>
      data(
        mode !== 'redeem'
          ? api.POST('/api/portal/{guildId}/buy', { ...at(guildId), body: order })
          : api.POST('/api/portal/{guildId}/redeem', { ...at(guildId), body: order }),
      ),
    onError: fail,
    onSettled: refresh,
  });

  const buyRank = useMutation({
    mutationFn: (rank: { id: number; name: string }) =>
      data(api.POST('/api/portal/{guildId}/buyRank', { ...at(guildId), body: { rankId: rank.id } })),
    onSuccess: (_r, rank) => notify({ severity: 'success', message: t('rankBought', { name: rank.name }) }),
    onError: fail,
    onSettled: refresh,
  });

  return { order, buyRank };
}
