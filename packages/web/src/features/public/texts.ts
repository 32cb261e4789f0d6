/** The `public` namespace: FAQ, legal texts, sponsors, mods, pledges (src/locales/<lang>/public.json). */
import en from '../../locales/en/public.json?messages';
import type source from '../../locales/en/public.json';
import { namespace } from '../../lib/i18n';

export const usePublicT = namespace<keyof typeof source>('public', en);
