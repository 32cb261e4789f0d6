import type { GridColDef } from '@mui/x-data-grid';
import type { Player, ShopRank } from '@asa/domain';
import { RowActions } from '../../components/row-actions';
import { DiscordCell } from './discord-cell';
import { RankChips } from './rank-chips';
import { formatDate } from '../../lib/format';

/** Columns of the players grid; Name, Credits, Last active and Joined sort on the server (the URL's `sort`). */
export function playerColumns(a: {
  ranks: ShopRank[];
  canEdit: boolean;
  onEdit(p: Player): void;
  onDelete(p: Player): void;
}): GridColDef<Player>[] {
  const col = { sortable: false, filterable: false } as const;
  const sorted = { sortable: true, filterable: false } as const;
  const day = (v: unknown) => (typeof v === 'string' ? formatDate(v) : '');
  return [
    { ...sorted, field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
    { ...sorted, field: 'credits', headerName: 'Credits', width: 100 },
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
    { ...sorted, field: 'lastActiveAt', headerName: 'Last active', width: 130, valueFormatter: day },
    { ...sorted, field: 'joinedAt', headerName: 'Joined', width: 130, valueFormatter: day },
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
