import { botKeys } from '../../lib/query-keys';

/** Query keys of the Nitrado page; under botKeys.all. */
export const nitradoKeys = {
  verify: (botId: number) => [...botKeys.all, 'nitrado', 'verify', botId] as const,
  usernames: (botId: number) => [...botKeys.all, 'nitrado', 'usernames', botId] as const,
};
