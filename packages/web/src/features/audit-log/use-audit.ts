import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditPage } from '@asa/domain';
import { api, data } from '../../lib/api';
import { auditKeys, type AuditFilters } from './keys';

/** The audit log with the page's filters, newest first; `fetchNextPage` loads older entries. */
export function useAuditLog(botId: number, f: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(botId, f),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      data<AuditPage>(
        api.GET('/api/audit/list/{botId}', {
          params: {
            path: { botId },
            query: {
              actor: f.actor,
              entity: f.entity as AuditEntity | undefined,
              from: f.from,
              to: f.to,
              before: pageParam,
            },
          },
        }),
      ),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
