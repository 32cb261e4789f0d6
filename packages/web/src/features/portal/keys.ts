import { publicKeys } from '../../lib/query-keys';

/** Query keys of the player portal; the catalog is public (it survives a logout), the player's data is not. */
export const portalKeys = {
  catalog: (guildId: string) => [...publicKeys.all, 'portal', guildId] as const,
  me: (guildId: string) => ['portal', guildId, 'me'] as const,
  demoPresence: ['portal', 'demo', 'online'] as const,
};
