/** The `players` namespace (src/locales/<lang>/players.json). */
import en from '../../locales/en/players.json?messages';
import type source from '../../locales/en/players.json';
import { namespace } from '../../lib/i18n';

export const usePlayersT = namespace<keyof typeof source>('players', en);
