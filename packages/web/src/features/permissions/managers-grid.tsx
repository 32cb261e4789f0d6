import { IconButton, Tooltip } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { messages, PAGE_SIZES, type Manager } from '@asa/domain';

/** Managers table: Discord ID, number of permissions, actions (Edit, Remove); 25 per page. */
export function ManagersGrid(p: {
  rows: Manager[];
  searching: boolean;
  onEdit(m: Manager): void;
  onRemove(m: Manager): void;
}) {
  const columns: GridColDef<Manager>[] = [
    { field: 'discordId', headerName: 'Discord ID', flex: 1, minWidth: 200 },
    {
      field: 'permissions',
      headerName: '# Permissions',
      width: 150,
      type: 'number',
      valueGetter: (_v, row) => (row.permissions.includes('FullAccess') ? Infinity : row.permissions.length),
      renderCell: ({ row }) =>
        row.permissions.includes('FullAccess') ? 'Full Access' : row.permissions.length,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 120,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${row.discordId}`} size="small" onClick={() => p.onEdit(row)}>
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Remove">
            <IconButton
              aria-label={`Remove ${row.discordId}`}
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
      localeText={{ noRowsLabel: p.searching ? messages.noMatches : messages.noData }}
      aria-label="Managers"
    />
  );
}
