/** The `errors` namespace (src/locales/<lang>/errors.json). */
import en from '../../locales/en/errors.json?messages';
import type source from '../../locales/en/errors.json';
import { namespace } from '../../lib/i18n';

export const useErrorsT = namespace<keyof typeof source>('errors', en);
