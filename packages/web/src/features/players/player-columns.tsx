import type { GridColDef } from '@mui/x-data-grid';
import type { Player, ShopRank } from '@asa/domain';
import { RowActions } from '../../components/row-actions';
import { DiscordCell } from './discord-cell';
import { RankChips } from './rank-chips';

/** Columns of the players grid; sorting is off because paging happens on the server. */
export function playerColumns(a: {
  ranks: ShopRank[];
  canEdit: boolean;
  onEdit(p: Player): void;
  onDelete(p: Player): void;
}): GridColDef<Player>[] {
  const col = { sortable: false, filterable: false } as const;
  return [
    { ...col, field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
    { ...col, field: 'credits', headerName: 'Credits', width: 100 },
    { ...col, field: 'totalCreditsEarned', headerName: 'Total Credits Earned', width: 170 },
    {
      ...col,
      field: 'discord',
      headerName: 'Discord',
      flex: 1,
      minWidth: 300,
      renderCell: ({ row }) => <DiscordCell player={row} />,
    },
    {
      ...col,
      field: 'roles',
      headerName: 'Shop Ranks',
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => <RankChips ids={row.roles} ranks={a.ranks} />,
    },
    {
      ...col,
      field: 'bought',
      headerName: '# Bought',
      width: 90,
      valueGetter: (_v, row) => row.boughtKits.length,
    },
    {
      ...col,
      field: 'actions',
      headerName: 'Actions',
      width: 110,
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
