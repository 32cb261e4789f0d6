/** The `purchases` namespace (src/locales/<lang>/purchases.json). */
import en from '../../locales/en/purchases.json?messages';
import type source from '../../locales/en/purchases.json';
import { namespace } from '../../lib/i18n';

export type PurchasesT = ReturnType<typeof usePurchasesT>;
export const usePurchasesT = namespace<keyof typeof source>('purchases', en);
