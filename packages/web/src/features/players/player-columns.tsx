import type { GridColDef } from '@mui/x-data-grid';
import type { Player, ShopRank } from '@asa/domain';
import { RowActions } from '../../components/row-actions';
import { DiscordCell } from './discord-cell';
import { RankChips } from './rank-chips';
import { formatCredits, formatDate, formatNumber } from '../../lib/format';
import type { usePlayersT } from './texts';

/** Columns of the players grid; Name, Credits, Last active and Joined sort on the server (the URL's `sort`). */
export function playerColumns(a: {
  t: ReturnType<typeof usePlayersT>;
  ranks: ShopRank[];
  canEdit: boolean;
  onEdit(p: Player): void;
  onDelete(p: Player): void;
}): GridColDef<Player>[] {
  const { t } = a;
  const col = { sortable: false, filterable: false } as const;
  const sorted = { sortable: true, filterable: false } as const;
  const day = (v: unknown) => (typeof v === 'string' ? formatDate(v) : '');
  const credits = (v: unknown) => (typeof v === 'number' ? formatCredits(v) : '');
  return [
    {
      ...sorted,
      field: 'name',
      headerName: t('col.name'),
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <span data-user-text>{row.name}</span>,
    },
    { ...sorted, field: 'credits', headerName: t('col.credits'), width: 100, valueFormatter: credits },
    {
      ...col,
      field: 'totalCreditsEarned',
      headerName: t('col.totalEarned'),
      // the German "Credits insgesamt verdient" whole
      width: 235,
      valueFormatter: credits,
    },
    {
      ...col,
      field: 'discord',
      headerName: t('col.discord'),
      flex: 1,
      minWidth: 300,
      renderCell: ({ row }) => <DiscordCell player={row} />,
    },
    {
      ...col,
      field: 'roles',
      headerName: t('col.ranks'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => <RankChips ids={row.roles} ranks={a.ranks} />,
    },
    { ...sorted, field: 'lastActiveAt', headerName: t('col.lastActive'), width: 130, valueFormatter: day },
    { ...sorted, field: 'joinedAt', headerName: t('col.joined'), width: 130, valueFormatter: day },
    {
      ...col,
      field: 'bought',
      headerName: t('col.bought'),
      width: 90,
      valueGetter: (_v, row) => row.boughtKits.length,
      valueFormatter: (v: number) => formatNumber(v),
    },
    {
      ...col,
      field: 'actions',
      headerName: t('col.actions'),
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
