/** The `apiAccess` namespace (src/locales/<lang>/apiAccess.json). */
import en from '../../locales/en/apiAccess.json?messages';
import type source from '../../locales/en/apiAccess.json';
import { namespace } from '../../lib/i18n';

export const useApiAccessT = namespace<keyof typeof source>('apiAccess', en);
