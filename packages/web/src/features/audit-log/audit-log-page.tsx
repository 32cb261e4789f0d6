import { useSearchParams } from 'react-router';
import {
  Avatar,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { auditEntities, type AuditEntity } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { AuditChanges } from './audit-changes';
import { AuditFilterBar } from './audit-filters';
import type { AuditFilters } from './keys';
import { RetentionField } from './retention-field';
import { useAuditLog } from './use-audit';
import { useCommonT } from '../../lib/common-texts';
import { useSpecMessages } from '../../lib/spec-messages';
import type { Translate } from '../../lib/i18n';
import { useAuditLogT, type AuditLogKey } from './texts';

/** The actions the server writes most; any other shows as written ("rotateSecret" -> "Rotate Secret"). */
const namedActions = new Set([
  'create',
  'update',
  'delete',
  'add',
  'remove',
  'link',
  'unlink',
  'sync',
  'refund',
  'retry',
  'grant',
  'payment',
  'transfer',
  'season_start',
]);
const actionLabel = (t: Translate<AuditLogKey>, a: string) =>
  namedActions.has(a)
    ? t(`action.${a}` as AuditLogKey)
    : a.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const entityLabel = (t: Translate<AuditLogKey>, e: string) =>
  (auditEntities as readonly string[]).includes(e) ? t(`entity.${e as AuditEntity}`) : e;

/** Filters from and to the URL (?actor=&entity=&from=&to=), so a view can be shared. */
function useUrlFilters(): [AuditFilters, (f: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const actor = Number(params.get('actor'));
  const value: AuditFilters = {
    actor: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    entity: params.get('entity') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const set = (f: AuditFilters) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') next.set(k, String(v));
    setParams(next, { replace: true });
  };
  return [value, set];
}

function AuditLog({ botId, canEdit }: { botId: number; canEdit: boolean }) {
  const [filters, setFilters] = useUrlFilters();
  const t = useAuditLogT();
  const c = useCommonT();
  const m = useSpecMessages();
  const log = useAuditLog(botId, filters);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Box>
      <AuditFilterBar value={filters} actors={log.data?.pages[0]?.actors ?? []} onChange={setFilters} />
      <TableContainer>
        <Table size="small" aria-label={t('table')} aria-busy={log.isFetching || undefined}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600, width: 170 }}>{t('col.when')}</TableCell>
              <TableCell sx={{ fontWeight: 600, width: 180 }}>{t('col.who')}</TableCell>
              <TableCell sx={{ fontWeight: 600, width: 200 }}>{t('col.what')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('col.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={e.id} data-testid="audit-row">
                <TableCell>{formatDateTime(e.createdAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Avatar src={e.actorAvatarUrl || undefined} alt="" sx={{ width: 24, height: 24 }}>
                      {(e.actorName || '?').slice(0, 1).toUpperCase()}
                    </Avatar>
                    {e.actorName ? <span data-server-text>{e.actorName}</span> : <span>{t('system')}</span>}
                  </Stack>
                </TableCell>
                <TableCell>
                  {entityLabel(t, e.entity)}
                  {e.entityId ? ` #${e.entityId}` : ''}: {actionLabel(t, e.action)}
                </TableCell>
                <TableCell>
                  <AuditChanges entry={e} />
                </TableCell>
              </TableRow>
            ))}
            {!log.isPending && entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{log.isError ? log.error.message : m('noData')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {log.isPending && (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <CircularProgress aria-label={c('loading')} />
        </Box>
      )}
      {log.hasNextPage && (
        <Button sx={{ mt: 1 }} disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
          {t('older')}
        </Button>
      )}
      {/* under the log once its first page came: in place while the rows arrive, they would push it down */}
      {!log.isPending && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
            {t('retention')}
          </Typography>
          <RetentionField botId={botId} canEdit={canEdit} />
        </>
      )}
    </Box>
  );
}

export default function AuditLogPage() {
  const { bot } = useSession();
  const t = useAuditLogT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="AuditLog_View" edit="Owner">
      {(canEdit) => <AuditLog botId={bot!.id} canEdit={canEdit} />}
    </BotPage>
  );
}
