import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicSettings, PurchaseView } from '@asa/domain';
import { api, get, type ApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';
import type { PortalOrder, PortalCatalog, PortalMe } from '@asa/domain';

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
  });

const usePublicSettings = () =>
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

/** Buy / redeem a kit and buy a shop rank; every answer or refusal is shown as a toast with the server's text. */
export function usePortalActions(guildId: string) {
  const qc = useQueryClient();
  const notify = useToast();
  const refresh = () => qc.invalidateQueries({ queryKey: meKey(guildId) });
  const fail = (e: Error) => notify({ severity: 'error', title: 'Error', message: e.message });

  const order = useMutation({
    mutationFn: ({ mode, order }: { mode: 'buy' | 'redeem'; order: PortalOrder }) =>
      api<PurchaseView>('POST', `${base(guildId)}/${mode}`, order),
    onSuccess: (p) =>
      notify(
        p.status === 'delivered'
          ? {
              severity: 'success',
              title: 'Delivered',
              message: `${p.kitName} was delivered to ${p.serverName}.`,
            }
          : {
              severity: 'error',
              title: 'Delivery failed',
              message: `${p.kitName} could not be delivered to ${p.serverName}: ${p.error || 'unknown error'}.${
                p.refunded
                  ? p.usedVoucher
                    ? ' Your voucher was given back.'
                    : ' Your credits were refunded.'
                  : ''
              }`,
            },
      ),
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
