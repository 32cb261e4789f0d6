import { Avatar } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DiscordRole, ShopRank } from '@asa/domain';
import { RowActions } from '../../components/row-actions';
import { roleName } from '../../components/refs';
import type { Translate } from '../../lib/i18n';
import type { ShopRanksKey } from './texts';

/** Columns of the shop ranks grid (SPEC 2). "Can be bought" is '-' while buying is off. */
export function rankColumns(a: {
  t: Translate<ShopRanksKey>;
  roles: DiscordRole[];
  buying: boolean;
  canEdit: boolean;
  onEdit(r: ShopRank): void;
  onDelete(r: ShopRank): void;
}): GridColDef<ShopRank>[] {
  const t = a.t;
  return [
    { field: 'sortingIndex', headerName: '#', width: 60 },
    {
      field: 'iconUrl',
      headerName: t('col.icon'),
      width: 60,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Avatar src={row.iconUrl || undefined} alt="" sx={{ width: 28, height: 28, mt: 1 }}>
          {row.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { field: 'name', headerName: t('col.name'), flex: 1, minWidth: 130 },
    { field: 'discount', headerName: t('col.discount'), width: 90, valueFormatter: (v: number) => `${v} %` },
    { field: 'passiveCredits', headerName: t('col.passive'), width: 120 },
    {
      field: 'roleMode',
      headerName: t('col.roleMode'),
      width: 190,
      valueGetter: (_v, r) => t(`roleMode.${r.roleMode}`),
    },
    {
      field: 'assignDiscordRoleId',
      headerName: t('col.role'),
      width: 130,
      valueGetter: (_v, r) => roleName(r.assignDiscordRoleId, a.roles),
    },
    {
      field: 'buy',
      headerName: t('col.buy'),
      width: 120,
      valueGetter: (_v, r) => (!a.buying ? '-' : r.buyRoleEnabled ? String(r.buyRolePrice) : t('disabled')),
    },
    {
      field: 'actions',
      headerName: t('col.actions'),
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
