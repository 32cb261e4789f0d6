import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ranksQuery } from '../../lib/instance-lists';
import { botKeys } from '../../lib/query-keys';

/** The shop ranks of an instance, with `refresh()` invalidating the list. */
export function useRanks(botId: number) {
  const qc = useQueryClient();
  const q = useQuery(ranksQuery(botId));
  return { ...q, refresh: () => qc.invalidateQueries({ queryKey: botKeys.ranks(botId) }) };
}
