/** The `coupons` namespace (src/locales/<lang>/coupons.json). */
import en from '../../locales/en/coupons.json?messages';
import type source from '../../locales/en/coupons.json';
import { namespace } from '../../lib/i18n';

export const useCouponsT = namespace<keyof typeof source>('coupons', en);
