/** The `shopRanks` namespace (src/locales/<lang>/shopRanks.json). */
import en from '../../locales/en/shopRanks.json?messages';
import type source from '../../locales/en/shopRanks.json';
import { namespace } from '../../lib/i18n';

export type ShopRanksKey = keyof typeof source;
export const useShopRanksT = namespace<ShopRanksKey>('shopRanks', en);
