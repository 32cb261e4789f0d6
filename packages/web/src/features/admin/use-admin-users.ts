import { useQuery } from '@tanstack/react-query';
import { api, data } from '../../lib/api';
import { adminKeys } from './keys';

export const useAdminUsers = () =>
  useQuery({ queryKey: adminKeys.users, queryFn: () => data(api.GET('/api/user/all')) });
export const useSubscriptions = () =>
  useQuery({
    queryKey: adminKeys.subscriptions,
    queryFn: () => data(api.GET('/api/subscription/check/all')),
  });
