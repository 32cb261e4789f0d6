import { botKeys } from '../../lib/query-keys';

export interface AuditFilters {
  actor?: number;
  entity?: string;
  from?: string;
  to?: string;
}

/** Query keys of the Audit log page; under botKeys.all. */
export const auditKeys = {
  all: (botId: number) => [...botKeys.all, 'audit', botId] as const,
  list: (botId: number, f: AuditFilters) =>
    [
      ...botKeys.all,
      'audit',
      botId,
      'list',
      f.actor ?? '',
      f.entity ?? '',
      f.from ?? '',
      f.to ?? '',
    ] as const,
  retention: (botId: number) => [...botKeys.all, 'audit', botId, 'retention'] as const,
};
