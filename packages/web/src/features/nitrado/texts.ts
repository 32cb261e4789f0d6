/** The `nitrado` namespace (src/locales/<lang>/nitrado.json). */
import en from '../../locales/en/nitrado.json?messages';
import type source from '../../locales/en/nitrado.json';
import { namespace } from '../../lib/i18n';

export const useNitradoT = namespace<keyof typeof source>('nitrado', en);
