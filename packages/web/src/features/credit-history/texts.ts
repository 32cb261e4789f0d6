/** The `creditHistory` namespace (src/locales/<lang>/creditHistory.json). */
import en from '../../locales/en/creditHistory.json?messages';
import type source from '../../locales/en/creditHistory.json';
import { namespace } from '../../lib/i18n';

export type CreditHistoryKey = keyof typeof source;
export const useCreditHistoryT = namespace<CreditHistoryKey>('creditHistory', en);
