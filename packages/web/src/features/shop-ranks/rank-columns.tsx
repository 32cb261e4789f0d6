import { Avatar } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { roleModeLabels, type DiscordRole, type ShopRank } from '@asa/domain';
import { RowActions } from '../../components/row-actions';
import { roleName } from '../../components/refs';

/** Columns of the shop ranks grid (SPEC 2). "Can be bought" is '-' while buying is off. */
export function rankColumns(a: {
  roles: DiscordRole[];
  buying: boolean;
  canEdit: boolean;
  onEdit(r: ShopRank): void;
  onDelete(r: ShopRank): void;
}): GridColDef<ShopRank>[] {
  return [
    { field: 'sortingIndex', headerName: '#', width: 60 },
    {
      field: 'iconUrl',
      headerName: 'Icon',
      width: 60,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Avatar src={row.iconUrl || undefined} alt="" sx={{ width: 28, height: 28, mt: 1 }}>
          {row.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
    { field: 'discount', headerName: 'Discount', width: 90, valueFormatter: (v: number) => `${v} %` },
    { field: 'passiveCredits', headerName: 'Passive Income', width: 120 },
    {
      field: 'roleMode',
      headerName: 'Role Mode',
      width: 190,
      valueGetter: (_v, r) => roleModeLabels[r.roleMode],
    },
    {
      field: 'assignDiscordRoleId',
      headerName: 'Discord Role',
      width: 130,
      valueGetter: (_v, r) => roleName(r.assignDiscordRoleId, a.roles),
    },
    {
      field: 'buy',
      headerName: 'Can be bought',
      width: 120,
      valueGetter: (_v, r) => (!a.buying ? '-' : r.buyRoleEnabled ? String(r.buyRolePrice) : 'Disabled'),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 110,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <RowActions
          name={row.name}
          canEdit={a.canEdit}
          onEdit={() => a.onEdit(row)}
          onDelete={() => a.onDelete(row)}
        />
      ),
    },
  ];
}
