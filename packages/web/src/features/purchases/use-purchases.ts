import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, PAGE_SIZES, type PurchaseStatus, type PurchaseView } from '@asa/domain';
import { api, get } from '../../lib/api';
import { useToast } from '../../lib/toast';

/** Rows per page of the Purchases log (the server's default page size). */
export const PURCHASES_PAGE_SIZE = PAGE_SIZES.purchases;

export interface PurchasePage {
  items: PurchaseView[];
  total: number;
}
export interface PurchaseQuery {
  page: number;
  pageSize: number;
  status?: PurchaseStatus;
  playerId?: number;
}

export const purchasesKey = (botId: number) => ['bot', 'purchases', botId];

/** One page of an instance's purchases, newest first (GET /api/purchase/list/:botId). */
export function usePurchasesPage(botId: number, q: PurchaseQuery) {
  const params = new URLSearchParams({ page: String(q.page), pageSize: String(q.pageSize) });
  if (q.status) params.set('status', q.status);
  if (q.playerId !== undefined) params.set('playerId', String(q.playerId));
  return useQuery({
    queryKey: [...purchasesKey(botId), q.page, q.pageSize, q.status ?? 'all', q.playerId ?? 'all'],
    queryFn: () => get<PurchasePage>(`/api/purchase/list/${botId}?${params}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * Retries a failed delivery (POST /api/purchase/retry). The answer tells whether it was delivered this time;
 * purchases and players (credits) are refreshed either way.
 */
export function useRetryPurchase(botId: number, onDone?: (p: PurchaseView) => void) {
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (purchaseId: number) => api<PurchaseView>('POST', '/api/purchase/retry', { purchaseId }),
    onSuccess: (p) => {
      if (p.status === 'delivered')
        toast({ severity: 'success', message: `${p.kitName} was delivered to ${p.playerName}.` });
      else toast({ severity: 'error', title: 'Delivery failed again', message: p.error || p.status });
      onDone?.(p);
    },
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: e.message }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: purchasesKey(botId) }),
        qc.invalidateQueries({ queryKey: ['bot', 'players', botId] }),
      ]),
  });
}
