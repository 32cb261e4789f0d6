/** The `leaderboards` namespace (src/locales/<lang>/leaderboards.json). */
import en from '../../locales/en/leaderboards.json?messages';
import type source from '../../locales/en/leaderboards.json';
import { namespace } from '../../lib/i18n';

export const useLeaderboardsT = namespace<keyof typeof source>('leaderboards', en);
