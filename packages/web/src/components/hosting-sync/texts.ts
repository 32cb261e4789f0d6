/** The `hostingSync` namespace (src/locales/<lang>/hostingSync.json). */
import en from '../../locales/en/hostingSync.json?messages';
import type source from '../../locales/en/hostingSync.json';
import { namespace } from '../../lib/i18n';

export const useHostingSyncT = namespace<keyof typeof source>('hostingSync', en);
