/** The `siteStatus` namespace (src/locales/<lang>/siteStatus.json). */
import en from '../../locales/en/siteStatus.json?messages';
import type source from '../../locales/en/siteStatus.json';
import { namespace } from '../../lib/i18n';

export const useSiteStatusT = namespace<keyof typeof source>('siteStatus', en);
