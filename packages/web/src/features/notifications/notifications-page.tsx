import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { PAGE_SIZES, type Notification } from '@asa/domain';
import { api } from '../../lib/api';
import { sessionKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/format';
import { useNoticesT, useNotificationsT } from './texts';
import { NoticeText } from './notice-text';
import { useCommonT } from '../../lib/common-texts';
import { useGridLocaleText } from '../../lib/grid-locale';

export default function NotificationsPage() {
  const { notifications } = useSession();
  const qc = useQueryClient();
  const toast = useToast();
  const t = useNotificationsT();
  useNoticesT(); // the notices' catalogue of the active language is there before the list shows
  const c = useCommonT();
  const gridText = useGridLocaleText();
  const [clearing, setClearing] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: sessionKeys.notifications });
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      await refresh();
    } catch (e) {
      toast({ severity: 'error', title: c('error'), message: (e as Error).message });
    }
  };
  const columns: GridColDef<Notification>[] = [
    {
      field: 'message',
      headerName: t('message'),
      flex: 1,
      // a phone scrolls the grid sideways rather than cutting the column (and its header) to 60 px
      minWidth: 180,
      renderCell: (p) =>
        p.row.link ? (
          <Link component={RouterLink} to={p.row.link} sx={{ whiteSpace: 'normal' }}>
            <NoticeText n={p.row} />
          </Link>
        ) : (
          <NoticeText n={p.row} />
        ),
    },
    {
      field: 'createdAt',
      headerName: t('created'),
      width: 190,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    {
      field: 'actions',
      headerName: t('actions'),
      sortable: false,
      width: 90,
      renderCell: (p) => (
        <IconButton
          aria-label={t('delete')}
          onClick={() => run(() => api.DELETE('/api/notification', { body: { notificationId: p.row.id } }))}
        >
          <DeleteIcon />
        </IconButton>
      ),
    },
  ];
  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Button color="error" disabled={notifications.length === 0} onClick={() => setClearing(true)}>
          {t('clearAll')}
        </Button>
      </Stack>
      <DataGrid
        rows={notifications}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.notifications } } }}
        pageSizeOptions={[PAGE_SIZES.notifications]}
        localeText={gridText}
        autoHeight
        disableRowSelectionOnClick
      />
      <ConfirmDialog
        open={clearing}
        title={t('clearTitle')}
        danger
        confirmLabel={t('clearAll')}
        onClose={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false);
          void run(() => api.DELETE('/api/notification/clear'));
        }}
      >
        {t('clearText')}
      </ConfirmDialog>
    </Box>
  );
}
