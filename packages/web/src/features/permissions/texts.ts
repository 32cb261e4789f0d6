/** The `permissions` namespace (src/locales/<lang>/permissions.json). */
import en from '../../locales/en/permissions.json?messages';
import type source from '../../locales/en/permissions.json';
import { namespace } from '../../lib/i18n';

export const usePermissionsT = namespace<keyof typeof source>('permissions', en);
