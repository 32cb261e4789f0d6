/** The `notifications` namespace (src/locales/<lang>/notifications.json). */
import en from '../../locales/en/notifications.json?messages';
import type source from '../../locales/en/notifications.json';
import { namespace } from '../../lib/i18n';

export const useNotificationsT = namespace<keyof typeof source>('notifications', en);
