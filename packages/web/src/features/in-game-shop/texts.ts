/** The `inGameShop` namespace (src/locales/<lang>/inGameShop.json). */
import en from '../../locales/en/inGameShop.json?messages';
import type source from '../../locales/en/inGameShop.json';
import { namespace } from '../../lib/i18n';

export const useInGameShopT = namespace<keyof typeof source>('inGameShop', en);
