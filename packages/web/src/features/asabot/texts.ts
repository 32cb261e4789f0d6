/** The `asabot` namespace (src/locales/<lang>/asabot.json). */
import en from '../../locales/en/asabot.json?messages';
import type source from '../../locales/en/asabot.json';
import { namespace } from '../../lib/i18n';

export const useAsaBotT = namespace<keyof typeof source>('asabot', en);
