import { useQuery } from '@tanstack/react-query';
import { api, data } from './api';
import { publicKeys } from './query-keys';

/** The public settings (login, invite and Patreon addresses, demo mode); kept 5 minutes, survive a logout. */
export const usePublicSettings = () =>
  useQuery({
    queryKey: publicKeys.settings,
    queryFn: () => data(api.GET('/api/settings/management')),
    staleTime: 300_000,
  });
