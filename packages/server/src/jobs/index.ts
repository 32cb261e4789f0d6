import type { Job } from './scheduler';
import { pruneNotifications } from '../features/notifications/service';

/** Every scheduled job of the server. */
export const jobs: Job[] = [{ name: 'prune-notifications', everyMinutes: 24 * 60, run: pruneNotifications }];
