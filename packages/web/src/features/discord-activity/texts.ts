/** The `discordActivity` namespace (src/locales/<lang>/discordActivity.json). */
import en from '../../locales/en/discordActivity.json?messages';
import type source from '../../locales/en/discordActivity.json';
import { namespace } from '../../lib/i18n';

export const useDiscordActivityT = namespace<keyof typeof source>('discordActivity', en);
