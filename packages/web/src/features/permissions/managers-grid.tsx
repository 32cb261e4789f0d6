import { useQuery } from '@tanstack/react-query';
import { Avatar, IconButton, Stack, Tooltip } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { PAGE_SIZES, type Manager } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useGridLocaleText } from '../../lib/grid-locale';
import { useCommonT } from '../../lib/common-texts';
import { permissionKeys } from './keys';
import { usePermissionsT } from './texts';

/** Name and avatar of the saved managers who have logged in here (by Discord id). */
function usePeople(botId: number) {
  const q = useQuery({
    queryKey: permissionKeys.people(botId),
    queryFn: () => data(api.GET('/api/bots/managers', { params: { query: { id: botId } } })),
  });
  return new Map((q.data ?? []).map((u) => [u.discordId, u]));
}

/** Managers table: name (avatar), Discord ID, number of permissions, actions (Edit, Remove); 25 per page. */
export function ManagersGrid(p: {
  botId: number;
  rows: Manager[];
  searching: boolean;
  onEdit(m: Manager): void;
  onRemove(m: Manager): void;
}) {
  const people = usePeople(p.botId);
  const t = usePermissionsT();
  const c = useCommonT();
  const gridText = useGridLocaleText(p.searching);
  const columns: GridColDef<Manager>[] = [
    {
      field: 'name',
      headerName: t('name'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => people.get(row.discordId)?.username ?? '',
      renderCell: ({ row }) => {
        const person = people.get(row.discordId);
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Avatar src={person?.avatarUrl || undefined} alt="" sx={{ width: 28, height: 28 }}>
              {(person?.username || '?').slice(0, 1).toUpperCase()}
            </Avatar>
            <span>{person?.username || t('notLoggedIn')}</span>
          </Stack>
        );
      },
    },
    { field: 'discordId', headerName: t('discordId'), flex: 1, minWidth: 180 },
    {
      field: 'permissions',
      headerName: t('permissionCount'),
      width: 150,
      type: 'number',
      valueGetter: (_v, row) => (row.permissions.includes('FullAccess') ? Infinity : row.permissions.length),
      renderCell: ({ row }) =>
        row.permissions.includes('FullAccess') ? t('fullAccess') : row.permissions.length,
    },
    {
      field: 'actions',
      headerName: t('actions'),
      width: 120,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <>
          <Tooltip title={t('edit')}>
            <IconButton
              aria-label={c('editItem', { name: row.discordId })}
              size="small"
              onClick={() => p.onEdit(row)}
            >
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('remove')}>
            <IconButton
              aria-label={t('removeItem', { name: row.discordId })}
              size="small"
              color="error"
              onClick={() => p.onRemove(row)}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
  return (
    <DataGrid
      rows={p.rows}
      columns={columns}
      getRowId={(r) => r.discordId}
      initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.permissions, page: 0 } } }}
      pageSizeOptions={[PAGE_SIZES.permissions]}
      disableRowSelectionOnClick
      autoHeight
      localeText={gridText}
      aria-label={t('managers')}
    />
  );
}
