/** The `account` namespace (src/locales/<lang>/account.json). */
import en from '../../locales/en/account.json?messages';
import type source from '../../locales/en/account.json';
import { namespace } from '../../lib/i18n';

export const useAccountT = namespace<keyof typeof source>('account', en);
