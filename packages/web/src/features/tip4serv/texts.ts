/** The `tip4serv` namespace (src/locales/<lang>/tip4serv.json). */
import en from '../../locales/en/tip4serv.json?messages';
import type source from '../../locales/en/tip4serv.json';
import { namespace } from '../../lib/i18n';

export const useTip4ServT = namespace<keyof typeof source>('tip4serv', en);
