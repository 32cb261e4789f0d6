/** The `commandAccess` namespace (src/locales/<lang>/commandAccess.json). */
import en from '../../locales/en/commandAccess.json?messages';
import type source from '../../locales/en/commandAccess.json';
import { namespace } from '../../lib/i18n';

export const useCommandAccessT = namespace<keyof typeof source>('commandAccess', en);
