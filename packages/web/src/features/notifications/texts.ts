/** The `notifications` namespace (src/locales/<lang>/notifications.json). */
import en from '../../locales/en/notifications.json?messages';
import type source from '../../locales/en/notifications.json';
import notices from '../../../../domain/src/locales/en/notices.json?messages';
import type { NoticeKey } from '@asa/domain';
import { namespace } from '../../lib/i18n';

export const useNotificationsT = namespace<keyof typeof source>('notifications', en);

/**
 * The notifications' own texts (`notices`: packages/domain/src/locales/<lang>/notices.json, shared with the
 * server, which stores the English): only this page uses them, so they travel in its chunk.
 */
export const useNoticesT = namespace<NoticeKey>('notices', notices);
/** The compiled English notices (`notices.<key>` -> message), to tell known keys and read their placeholders. */
export const compiledNotices = notices;
