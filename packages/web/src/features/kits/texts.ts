/** The `kits` namespace (src/locales/<lang>/kits.json): the kits list and the kit settings tab. */
import en from '../../locales/en/kits.json?messages';
import type source from '../../locales/en/kits.json';
import { namespace } from '../../lib/i18n';

export type KitsKey = keyof typeof source;
export const useKitsT = namespace<KitsKey>('kits', en);
