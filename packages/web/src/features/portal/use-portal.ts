import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicSettings, PurchaseView } from '@asa/domain';
import { api, get, type ApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { openPurchaseStatuses, type PortalOrder, type PortalCatalog, type PortalMe } from '@asa/domain';

/** How often the portal asks again while one of the player's orders is still open (queued, waiting, ...). */
export const OPEN_ORDER_REFRESH_MS = 10_000;
const hasOpenOrder = (me: PortalMe | undefined) =>
  !!me?.purchases.some((p) => (openPurchaseStatuses as readonly string[]).includes(p.status));

const base = (guildId: string) => `/api/portal/${encodeURIComponent(guildId)}`;
// 'public' keys survive a logout (the session clears every other query)
const catalogKey = (guildId: string) => ['public', 'portal', guildId];
const meKey = (guildId: string) => ['portal', guildId, 'me'];
const noRetryOn4xx = (count: number, e: Error) =>
  !((e as ApiError).status >= 400 && (e as ApiError).status < 500) && count < 1;

export const usePortalCatalog = (guildId: string) =>
  useQuery({
    queryKey: catalogKey(guildId),
    queryFn: () => get<PortalCatalog>(base(guildId)),
    retry: noRetryOn4xx,
    staleTime: 30_000,
  });

export const usePortalMe = (guildId: string, enabled: boolean) =>
  useQuery({
    queryKey: meKey(guildId),
    queryFn: () => get<PortalMe>(`${base(guildId)}/me`),
    enabled,
    retry: noRetryOn4xx,
    refetchInterval: (query) => (hasOpenOrder(query.state.data) ? OPEN_ORDER_REFRESH_MS : false),
  });

export const usePublicSettings = () =>
  useQuery({
    queryKey: ['public', 'settings'],
    queryFn: () => get<PublicSettings>('/api/settings/management'),
    staleTime: 300_000,
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
  const refresh = () => qc.invalidateQueries({ queryKey: meKey(guildId) });
  const fail = (e: Error) => notify({ severity: 'error', title: 'Error', message: e.message });

  const order = useMutation({
    mutationFn: ({ mode, order }: { mode: 'buy' | 'redeem'; order: PortalOrder }) =>
      api<PurchaseView>('POST', `${base(guildId)}/${mode}`, order),
    onError: fail,
    onSettled: refresh,
  });

  const buyRank = useMutation({
    mutationFn: (rank: { id: number; name: string }) =>
      api<{ credits: number }>('POST', `${base(guildId)}/buyRank`, { rankId: rank.id }),
    onSuccess: (_r, rank) =>
      notify({ severity: 'success', message: `You now have the shop rank ${rank.name}.` }),
    onError: fail,
    onSettled: refresh,
  });

  return { order, buyRank };
}
