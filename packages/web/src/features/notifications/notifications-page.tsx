import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { messages, PAGE_SIZES, type Notification } from '@asa/domain';
import { api } from '../../lib/api';
import { sessionKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/format';

export default function NotificationsPage() {
  const { notifications } = useSession();
  const qc = useQueryClient();
  const toast = useToast();
  const [clearing, setClearing] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: sessionKeys.notifications });
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      await refresh();
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
  };
  const columns: GridColDef<Notification>[] = [
    {
      field: 'message',
      headerName: 'Message',
      flex: 1,
      renderCell: (p) =>
        p.row.link ? (
          <Link component={RouterLink} to={p.row.link} sx={{ whiteSpace: 'normal' }}>
            {p.row.message}
          </Link>
        ) : (
          p.row.message
        ),
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 190,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      width: 90,
      renderCell: (p) => (
        <IconButton
          aria-label="Delete notification"
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
          Notifications
        </Typography>
        <Button color="error" disabled={notifications.length === 0} onClick={() => setClearing(true)}>
          Clear all
        </Button>
      </Stack>
      <DataGrid
        rows={notifications}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.notifications } } }}
        pageSizeOptions={[PAGE_SIZES.notifications]}
        localeText={{ noRowsLabel: messages.noData, noResultsOverlayLabel: messages.noMatches }}
        autoHeight
        disableRowSelectionOnClick
      />
      <ConfirmDialog
        open={clearing}
        title="Clear all notifications?"
        danger
        confirmLabel="Clear all"
        onClose={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false);
          void run(() => api.DELETE('/api/notification/clear'));
        }}
      >
        All your notifications will be deleted.
      </ConfirmDialog>
    </Box>
  );
}
