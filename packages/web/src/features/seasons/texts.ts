/** The `seasons` namespace (src/locales/<lang>/seasons.json). */
import en from '../../locales/en/seasons.json?messages';
import type source from '../../locales/en/seasons.json';
import { namespace } from '../../lib/i18n';

export const useSeasonsT = namespace<keyof typeof source>('seasons', en);
