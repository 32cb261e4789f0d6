import type { Job } from './scheduler';
import { pruneNotifications } from '../features/notifications/service';
import { syncSubscriptions } from '../features/subscriptions/service';

/** Every scheduled job of the server. */
export const jobs: Job[] = [
  { name: 'prune-notifications', everyMinutes: 24 * 60, run: pruneNotifications },
  { name: 'patreon-sync', everyMinutes: 60, run: (ctx) => syncSubscriptions(ctx) },
];
