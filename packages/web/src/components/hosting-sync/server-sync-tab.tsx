import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import AddCircle from '@mui/icons-material/AddCircle';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import SyncIcon from '@mui/icons-material/Sync';
import { PAGE_SIZES, type HostingService, type Server, type SyncRow } from '@asa/domain';
import { providerActions } from './provider-api';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../confirm-dialog';
import { useGridLocaleText } from '../../lib/grid-locale';
import { useCommonT } from '../../lib/common-texts';
import { useHostingSyncT } from './texts';
import { LinkDialog } from './link-dialog';
import { SyncAllDialog } from './sync-all-dialog';
import { SyncDialog } from './sync-dialog';
import { linkOf, useSyncData, type Provider } from './use-sync-data';

type Row = SyncRow & { id: string; service: HostingService; server: Server | undefined };
const BATCH = 10;
const statusColor = { 'Sync Required': 'warning', Synchronized: 'success', 'No Server': 'default' } as const;

/** Server Sync tab shared by the Nitrado and ASA Bot dashboards (SPEC 2 and 4). */
export function ServerSyncTab({
  provider,
  botId,
  canEdit,
}: {
  provider: Provider;
  botId: number;
  canEdit: boolean;
}) {
  const data = useSyncData(provider, botId);
  const t = useHostingSyncT();
  const c = useCommonT();
  const gridText = useGridLocaleText();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [linking, setLinking] = useState<Row | null>(null);
  const [syncing, setSyncing] = useState<Row | null>(null);
  const [unlinking, setUnlinking] = useState<Row | null>(null);
  const [syncAll, setSyncAll] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const rows: Row[] = data.rows.map((r) => ({
    ...r,
    id: String(r.serviceId),
    service: data.services.find((s) => String(s.id) === String(r.serviceId))!,
    server: data.servers.find((s) => s.id === r.serverId),
  }));
  const needing = rows.filter((r) => r.isSyncRequired && r.server);
  const unlinked = data.servers.filter((s) => linkOf(provider, s) === null);

  const run = async (label: string, fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      toast({ severity: 'success', message: label });
      await data.refresh();
      return true;
    } catch (e) {
      toast({ severity: 'error', title: c('error'), message: (e as Error).message });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const call = providerActions(provider, botId);

  // the Link dialog already warned when the service is linked to another server: overwrite it
  const doLink = async (row: Row, server: Server) => {
    const ok = await run(t('linked', { name: server.name }), () =>
      call.link({ serverId: server.id, serviceId: row.service.id, overwrite: true }),
    );
    if (ok) setLinking(null);
  };
  const doSyncAll = async () => {
    setProgress(0);
    try {
      for (let i = 0; i < needing.length; i += BATCH) {
        const part = needing.slice(i, i + BATCH).map((r) => r.server!.id);
        await call.sync({ serverIds: part });
        setProgress(Math.round((Math.min(i + BATCH, needing.length) / needing.length) * 100));
      }
      toast({ severity: 'success', message: t('syncedCount', { count: needing.length }) });
    } catch (e) {
      setProgress(null);
      toast({ severity: 'error', title: c('error'), message: (e as Error).message });
    }
    await data.refresh();
  };

  const columns: GridColDef<Row>[] = [
    {
      field: 'service',
      headerName: t('col.service'),
      flex: 1,
      valueGetter: (_v, r) => `${r.service?.name ?? ''} (${r.serviceId})`,
    },
    { field: 'server', headerName: t('col.server'), flex: 1, valueGetter: (_v, r) => r.server?.name ?? '-' },
    {
      field: 'status',
      headerName: t('col.status'),
      width: 150,
      renderCell: (p) => (
        <Chip size="small" label={t(`status.${p.row.status}`)} color={statusColor[p.row.status]} />
      ),
    },
    {
      field: 'actions',
      headerName: t('col.actions'),
      sortable: false,
      width: 190,
      renderCell: ({ row }) => (
        <Stack direction="row">
          {!row.server && (
            <Tooltip title={t('addServer')}>
              <span>
                <IconButton
                  aria-label={t('addServerItem', { name: row.service?.name })}
                  disabled={!canEdit || busy}
                  onClick={() =>
                    run(t('added', { name: row.service.name }), () =>
                      call.addServer({ serviceId: row.service.id }),
                    )
                  }
                >
                  <AddCircle />
                </IconButton>
              </span>
            </Tooltip>
          )}
          <Tooltip title={t('linkServer')}>
            <span>
              <IconButton
                aria-label={t('linkItem', { name: row.service?.name })}
                disabled={!canEdit}
                onClick={() => setLinking(row)}
              >
                <LinkIcon />
              </IconButton>
            </span>
          </Tooltip>
          {row.isSyncRequired && (
            <Tooltip title={t('sync')}>
              <span>
                <IconButton
                  aria-label={t('syncItem', { name: row.service?.name })}
                  disabled={!canEdit}
                  onClick={() => setSyncing(row)}
                >
                  <SyncIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
          {row.server && (
            <Tooltip title={t('unlink')}>
              <span>
                <IconButton
                  aria-label={t('unlinkItem', { name: row.service?.name })}
                  disabled={!canEdit}
                  onClick={() => setUnlinking(row)}
                >
                  <LinkOff />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      {data.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {data.error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="contained"
          startIcon={<SyncIcon />}
          disabled={!canEdit}
          onClick={() => {
            setProgress(null);
            setSyncAll(true);
          }}
        >
          {t('syncAll')}
        </Button>
        <Button onClick={() => data.refresh()}>{c('refresh')}</Button>
      </Stack>
      <DataGrid
        rows={rows.filter((r) => r.service)}
        columns={columns}
        loading={data.loading}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.syncComparison } } }}
        pageSizeOptions={[PAGE_SIZES.syncComparison]}
        localeText={gridText}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('unlinkedTitle')}
      </Typography>
      {unlinked.length === 0 ? (
        <Typography variant="body2">{t('allLinked')}</Typography>
      ) : (
        <List dense>
          {unlinked.map((s) => (
            <ListItem key={s.id}>
              <ListItemText primary={s.name} secondary={`${s.ip}:${s.rconPort}`} />
            </ListItem>
          ))}
        </List>
      )}
      {linking && (
        <LinkDialog
          service={linking.service}
          servers={data.servers}
          linkOf={(s) => linkOf(provider, s)}
          busy={busy}
          onClose={() => setLinking(null)}
          onLink={(s) => doLink(linking, s)}
        />
      )}
      {syncing?.server && (
        <SyncDialog
          server={syncing.server}
          service={syncing.service}
          differences={syncing.differences}
          busy={busy}
          onClose={() => setSyncing(null)}
          onSync={async () => {
            if (
              await run(t('synchronized', { name: syncing.server!.name }), () =>
                call.sync({ serverIds: [syncing.server!.id] }),
              )
            )
              setSyncing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={!!unlinking}
        title={t('unlinkTitle')}
        confirmLabel={t('unlink')}
        onClose={() => setUnlinking(null)}
        onConfirm={async () => {
          if (
            unlinking?.server &&
            (await run(t('unlinked', { name: unlinking.server.name }), () =>
              call.unlink({ serverId: unlinking.server!.id }),
            ))
          )
            setUnlinking(null);
        }}
      >
        {t('unlinkText', { server: unlinking?.server?.name, service: unlinking?.service?.name })}
      </ConfirmDialog>
      {syncAll && (
        <SyncAllDialog
          servers={needing.map((r) => r.server!)}
          progress={progress}
          onSync={doSyncAll}
          onClose={() => setSyncAll(false)}
        />
      )}
    </Box>
  );
}
