/**
 * Query keys shared by several features: the session's own data, the public pages' data and an instance's
 * lists that more than one screen shows. Each feature keeps its other keys in `features/<area>/keys.ts`.
 * Everything under `botKeys.all` is refetched when the selected instance changes; logging out keeps only
 * `publicKeys.all`.
 */
export const sessionKeys = {
  user: ['user'] as const,
  instances: (userId?: number) => ['instances', userId] as const,
  instancesAll: ['instances'] as const,
  limits: (userId?: number) => ['limits', userId] as const,
  notifications: ['notifications'] as const,
  guild: (kind: 'channels' | 'roles', botId?: number) => ['guild', kind, botId] as const,
};

export const publicKeys = {
  all: ['public'] as const,
  settings: ['public', 'settings'] as const,
  statistics: ['public', 'statistics'] as const,
  kitSamples: ['public', 'kit-samples'] as const,
};

export const botKeys = {
  all: ['bot'] as const,
  kits: (botId: number) => ['bot', 'kits', botId] as const,
  ranks: (botId: number) => ['bot', 'ranks', botId] as const,
  servers: (botId: number) => ['bot', 'servers', botId] as const,
  players: (botId: number) => ['bot', 'players', botId] as const,
  purchases: (botId: number) => ['bot', 'purchases', botId] as const,
  creditHistory: (botId: number) => ['bot', 'creditHistory', botId] as const,
  jobs: (botId?: number) => ['bot', 'jobs', botId] as const,
};
