import { useQuery } from '@tanstack/react-query';
import type { SubscriptionState, User } from '@asa/domain';
import { get } from '../../lib/api';

export const useAdminUsers = () =>
  useQuery({ queryKey: ['admin', 'users'], queryFn: () => get<User[]>('/api/user/all') });
export const useSubscriptions = () =>
  useQuery({
    queryKey: ['admin', 'subscriptions'],
    queryFn: () => get<SubscriptionState[]>('/api/subscription/check/all'),
  });
