import type { Player, PlayerInput } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useSaveEntity, type FormErrorTarget } from '../../lib/form';

/**
 * Saves a player (POST for a new one with 0 credits, PUT otherwise); when the credits of an existing
 * player changed, the difference goes to PUT /api/player/credit, which writes the credit history.
 */
export function useSavePlayer(
  original: Player | null,
  onSaved: (id: number) => void,
  form: FormErrorTarget,
  done: string,
) {
  const { user } = useSession();
  return useSaveEntity({
    save: async (v: PlayerInput) => {
      // vouchers, bought kits and votes change through their own routes and jobs: a stale copy loaded with
      // the dialog must not overwrite them
      const fresh = { kitVouchers: undefined, boughtKits: undefined, votingHistory: undefined };
      const player = original
        ? { ...v, ...fresh, credits: original.credits, totalCreditsEarned: original.totalCreditsEarned }
        : { ...v, ...fresh, credits: 0, totalCreditsEarned: 0 };
      const saved = await data((original ? api.PUT : api.POST)('/api/player', { body: { player } }));
      const diff = original ? v.credits - original.credits : 0;
      if (diff !== 0)
        await api.PUT('/api/player/credit', {
          body: {
            playerId: saved.id,
            credits: diff,
            reason: `Edited by ${user?.username ?? 'a manager'} on the dashboard`,
          },
        });
      return saved;
    },
    done,
    onSaved: (saved) => onSaved(saved.id),
    form,
  });
}
