/** The `portal` namespace (src/locales/<lang>/portal.json). */
import en from '../../locales/en/portal.json?messages';
import type source from '../../locales/en/portal.json';
import { namespace, type Translate } from '../../lib/i18n';

export type PortalT = Translate<keyof typeof source>;
export const usePortalT = namespace<keyof typeof source>('portal', en);
