import { botKeys } from '../../lib/query-keys';

/** Query keys of the Players page and the player dialog; under botKeys.all. */
export const playerKeys = {
  /** Every page of an instance's players (invalidate after a write). */
  list: botKeys.players,
  page: (botId: number, page: number, pageSize: number, query: Record<string, string | undefined>) =>
    [...botKeys.players(botId), page, pageSize, query] as const,
  credits: (playerId?: number) => [...botKeys.all, 'credits', playerId] as const,
};
