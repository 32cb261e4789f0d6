/** The `admin` namespace (src/locales/<lang>/admin.json). */
import en from '../../locales/en/admin.json?messages';
import type source from '../../locales/en/admin.json';
import { namespace } from '../../lib/i18n';

export const useAdminT = namespace<keyof typeof source>('admin', en);
