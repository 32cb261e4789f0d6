/** The `playtime` namespace (src/locales/<lang>/playtime.json). */
import en from '../../locales/en/playtime.json?messages';
import type source from '../../locales/en/playtime.json';
import { namespace } from '../../lib/i18n';

export const usePlaytimeT = namespace<keyof typeof source>('playtime', en);
