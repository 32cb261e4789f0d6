/** The `overview` namespace (src/locales/<lang>/overview.json). */
import en from '../../locales/en/overview.json?messages';
import type source from '../../locales/en/overview.json';
import { namespace } from '../../lib/i18n';

export const useOverviewT = namespace<keyof typeof source>('overview', en);
