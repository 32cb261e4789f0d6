import { botKeys } from '../../lib/query-keys';

/** Query keys of the Permissions page; under botKeys.all. */
export const permissionKeys = {
  people: (botId: number) => [...botKeys.all, 'managers', botId] as const,
};
