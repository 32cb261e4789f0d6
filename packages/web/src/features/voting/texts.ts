/** The `voting` namespace (src/locales/<lang>/voting.json). */
import en from '../../locales/en/voting.json?messages';
import type source from '../../locales/en/voting.json';
import { namespace } from '../../lib/i18n';

export type VotingKey = keyof typeof source;
export const useVotingT = namespace<VotingKey>('voting', en);
