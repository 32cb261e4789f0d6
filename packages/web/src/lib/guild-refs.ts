import { useQuery } from '@tanstack/react-query';
import type { DiscordChannel, DiscordRole } from '@asa/domain';
import { api, data } from './api';
import { sessionKeys } from './query-keys';
import { useSession } from './session';

/**
 * The selected instance's Discord channels and roles, fetched by the screens that show them (pickers, kits,
 * shop ranks) rather than by the session, so the other screens do not wait for or re-render on them.
 */
function useGuildRef<T>(
  kind: 'channels' | 'roles',
  fetch: (id: number) => Promise<T[]>,
  wanted: boolean,
): T[] {
  const { loggedIn, ready, bot } = useSession();
  const botId = bot?.id;
  const q = useQuery({
    queryKey: sessionKeys.guild(kind, botId),
    queryFn: () => fetch(botId!),
    enabled: wanted && loggedIn && ready && !!botId,
    staleTime: 60_000,
  });
  return q.data ?? none;
}

const none: never[] = [];
const byId = (id: number) => ({ params: { query: { id } } });

export const useChannels = (): DiscordChannel[] =>
  useGuildRef('channels', (id) => data(api.GET('/api/bots/channels', byId(id))), true);

/** `wanted` false: not fetched (yet), an empty list (the kits list shows roles only with role limits on). */
export const useRoles = (wanted = true): DiscordRole[] =>
  useGuildRef('roles', (id) => data(api.GET('/api/bots/roles', byId(id))), wanted);
