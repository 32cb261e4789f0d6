import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messages,
  PAGE_SIZES,
  type PurchaseResolution,
  type PurchaseStatus,
  type PurchaseView,
} from '@asa/domain';
import { api, data } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-errors';
import type { paths } from '../../lib/api-schema';
import { botKeys } from '../../lib/query-keys';
import { purchaseKeys } from './keys';
import { useToast } from '../../lib/toast';
import { isOpenPurchase } from './purchase-format';
import { usePurchasesT, type PurchasesT } from './texts';

/** How often a list showing an open purchase (queued, delivering, waiting) asks again. */
export const OPEN_PURCHASE_REFRESH_MS = 10_000;

/** Rows per page of the Purchases log (the server's default page size). */
export const PURCHASES_PAGE_SIZE = PAGE_SIZES.purchases;

export interface PurchasePage {
  items: PurchaseView[];
  total: number;
  /** Purchases per status under the other filters. */
  counts: Record<string, number>;
}
/** The purchases list's URL parameters (the server's query; @asa/domain purchaseFilterFields). */
export const purchaseQueryNames = [
  'from',
  'to',
  'status',
  'source',
  'playerId',
  'kit',
  'server',
  'sort',
  'order',
] as const;
export type PurchaseFilters = Partial<Record<(typeof purchaseQueryNames)[number], string>>;
export interface PurchaseQuery {
  page: number;
  pageSize: number;
  status?: PurchaseStatus;
  playerId?: number;
  /** The URL's filters, passed as they are (the server checks each; a bad one is a 400). */
  filters?: PurchaseFilters;
}
type ApiQuery = NonNullable<paths['/api/purchase/list/{botId}']['get']['parameters']['query']>;

/**
 * One page of an instance's purchases, newest first (GET /api/purchase/list/:botId); asks again every 10 s
 * while the page shows a purchase the delivery queue still works on.
 */
export function usePurchasesPage(botId: number, q: PurchaseQuery) {
  const { page, pageSize, status, playerId } = q;
  const filters = { ...q.filters } as unknown as ApiQuery;
  return useQuery({
    queryKey: purchaseKeys.page(botId, q),
    queryFn: (): Promise<PurchasePage> =>
      data(
        api.GET('/api/purchase/list/{botId}', {
          params: {
            path: { botId },
            query: {
              ...filters,
              page,
              pageSize,
              ...(status ? { status } : {}),
              ...(playerId !== undefined ? { playerId } : {}),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some(isOpenPurchase) ? OPEN_PURCHASE_REFRESH_MS : false,
  });
}

/** The toast of an owner action's answer: where the purchase stands now. */
function outcome(t: PurchasesT, p: PurchaseView, failedTitle: string) {
  const names = { kit: p.kitName, player: p.playerName };
  switch (p.status) {
    case 'delivered':
      return { severity: 'success', message: t('toast.delivered', names) } as const;
    case 'waiting':
      return {
        severity: 'info',
        title: t('toast.waiting'),
        message: p.waitingReason || t('toast.waits'),
      } as const;
    case 'queued':
    case 'delivering':
      return { severity: 'info', message: t('toast.queued', names) } as const;
    case 'unknown':
      return {
        severity: 'warning',
        title: t('toast.unknown'),
        message: p.error || t('toast.mayHaveRun'),
      } as const;
    default:
      return { severity: 'error', title: failedTitle, message: p.error || p.status } as const;
  }
}

/** Refreshes the purchases and the players (credits, vouchers) after an owner action. */
export function useAfterAction(botId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: purchaseKeys.list(botId) }),
      qc.invalidateQueries({ queryKey: botKeys.players(botId) }),
    ]);
}

/**
 * Retries a failed or expired delivery (POST /api/purchase/retry). It counts against the kit's buy limit
 * unless the owner sets `ignoreBuyLimit`. The answer tells where the purchase stands now.
 */
export function useRetryPurchase(botId: number, onDone?: (p: PurchaseView) => void) {
  const t = usePurchasesT();
  const toast = useToast();
  const after = useAfterAction(botId);
  return useMutation({
    mutationFn: (v: { purchaseId: number; ignoreBuyLimit: boolean }) =>
      data(api.POST('/api/purchase/retry', { body: v })),
    onSuccess: (p) => {
      toast(outcome(t, p, t('toast.failedAgain')));
      onDone?.(p);
    },
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: apiErrorMessage(e) }),
    onSettled: after,
  });
}

/** The owner's decision on an `unknown` purchase (POST /api/purchase/resolve). */
export function useResolvePurchase(botId: number, onDone?: (p: PurchaseView) => void) {
  const t = usePurchasesT();
  const toast = useToast();
  const after = useAfterAction(botId);
  return useMutation({
    mutationFn: (v: { purchaseId: number; action: PurchaseResolution }) =>
      data(api.POST('/api/purchase/resolve', { body: v })),
    onSuccess: (p, v) => {
      if (v.action === 'refund')
        toast({
          severity: 'success',
          message: t('toast.refunded', {
            kit: p.kitName,
            player: p.playerName,
            voucher: String(p.usedVoucher),
          }),
        });
      else toast(outcome(t, p, t('toast.failed')));
      onDone?.(p);
    },
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: apiErrorMessage(e) }),
    onSettled: after,
  });
}

/** Full refunds of the selected orders (POST /api/purchase/refund-many); the answer says which were refused. */
export function useRefundMany(botId: number) {
  const after = useAfterAction(botId);
  return useMutation({
    mutationFn: (v: { purchaseIds: number[]; reason: string }) =>
      data(api.POST('/api/purchase/refund-many', { body: { botId, ...v } })),
    onSettled: after,
  });
}
