/** The `servers` namespace (src/locales/<lang>/servers.json). */
import en from '../../locales/en/servers.json?messages';
import type source from '../../locales/en/servers.json';
import { namespace } from '../../lib/i18n';

export const useServersT = namespace<keyof typeof source>('servers', en);
