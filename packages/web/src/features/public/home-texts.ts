/**
 * The `home` namespace: the Home page and its carousel (src/locales/<lang>/home.json), apart from `public` so
 * the first screen carries only its own texts, not the legal pages'.
 */
import en from '../../locales/en/home.json?messages';
import type source from '../../locales/en/home.json';
import { namespace } from '../../lib/i18n';

export const useHomeT = namespace<keyof typeof source>('home', en);
