import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, data } from '../../lib/api';
import { playerKeys } from './keys';
import { useToast } from '../../lib/toast';
import { usePlayersT } from './texts';
import { useCommonT } from '../../lib/common-texts';

/** The audit row the server answers: who reset which kit's limit (null: every kit) and when. */
export interface BuyLimitReset {
  id: number;
  playerId: number;
  kitId: number | null;
  actor: string;
  createdAt: string;
}

/**
 * Resets a player's buy limits for one kit or every kit (POST /api/player/buy-limits/reset): limits then
 * count only purchases made after it. Refreshes the players (the portal's limit status reads the same data).
 */
export function useBuyLimitReset(botId: number, playerId: number, onDone: (r: BuyLimitReset) => void) {
  const qc = useQueryClient();
  const toast = useToast();
  const t = usePlayersT();
  const c = useCommonT();
  return useMutation({
    mutationFn: (v: { kitId: number | null; kitName: string }) =>
      data(api.POST('/api/player/buy-limits/reset', { body: { playerId, kitId: v.kitId } })),
    onSuccess: (r, v) => {
      toast({ severity: 'success', message: t('limits.doneFor', { kit: v.kitName }) });
      onDone(r);
      void qc.invalidateQueries({ queryKey: playerKeys.list(botId) });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
}
