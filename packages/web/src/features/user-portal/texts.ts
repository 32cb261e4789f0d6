/** The `userPortal` namespace (src/locales/<lang>/userPortal.json). */
import en from '../../locales/en/userPortal.json?messages';
import type source from '../../locales/en/userPortal.json';
import { namespace } from '../../lib/i18n';

export const useUserPortalT = namespace<keyof typeof source>('userPortal', en);
