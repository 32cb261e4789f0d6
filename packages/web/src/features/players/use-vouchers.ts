import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Player } from '@asa/domain';
import { api, data } from '../../lib/api';
import { kitsQuery } from '../../lib/instance-lists';
import { playerKeys } from './keys';
import { useToast } from '../../lib/toast';
import { usePlayersT } from './texts';
import { useCommonT } from '../../lib/common-texts';

export type Voucher = Player['kitVouchers'][number];

/** The instance's kits (same cache key as the Kits page), for voucher names and the kit picker. */
export const useKitNames = (botId: number) => useQuery({ ...kitsQuery(botId), retry: false });

/**
 * A player's kit vouchers: starts from the loaded player, then follows the answers of
 * PUT /api/player/voucher (`count` is the difference; negative removes, never below 0).
 */
export function useVouchers(botId: number, player: Player) {
  const t = usePlayersT();
  const c = useCommonT();
  const qc = useQueryClient();
  const toast = useToast();
  const [vouchers, setVouchers] = useState<Voucher[]>(player.kitVouchers ?? []);
  const change = useMutation({
    mutationFn: (v: { kitId: number; count: number }) =>
      data(api.PUT('/api/player/voucher', { body: { playerId: player.id, ...v } })),
    onSuccess: (list, v) => {
      setVouchers(list);
      toast({ severity: 'success', message: v.count > 0 ? t('voucher.added') : t('voucher.removed') });
      void qc.invalidateQueries({ queryKey: playerKeys.list(botId) });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  return { vouchers: vouchers.filter((v) => v.count > 0), change };
}
