import { Avatar, Box, IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  countItems,
  type BotInstance,
  type DiscordChannel,
  type DiscordRole,
  type KitListItem,
  type Server,
  type ShopRank,
} from '@asa/domain';
import { RowActions } from '../../components/row-actions';
import { channelName, rankName, roleName } from '../../components/refs';
import type { Translate } from '../../lib/i18n';
import type { KitsKey } from './texts';
import { formatCredits } from '../../lib/format';

type Col = GridColDef<KitListItem>;
type Kit = KitListItem;

/** Columns of the kits list (SPEC 2): Role/Discord Role, # Servers and # Max Buys only when that limit is on. */
export function kitColumns(p: {
  t: Translate<KitsKey>;
  ks: BotInstance['kitSettings'];
  channels: DiscordChannel[];
  roles: DiscordRole[];
  ranks: ShopRank[];
  servers: Server[] | null;
  canEdit: boolean;
  canAdd: boolean;
  onDuplicate(k: Kit): void;
  onEdit(k: Kit): void;
  onDelete(k: Kit): void;
}): Col[] {
  const t = p.t;
  const existing = (k: Kit) =>
    p.servers ? k.serverIds.filter((id) => p.servers!.some((s) => s.id === id)).length : k.serverIds.length;
  const roleCols: Col[] = [
    {
      field: 'requiredRole',
      headerName: t('col.role'),
      width: 100,
      valueGetter: (_v, r) => rankName(r.requiredRole, p.ranks),
    },
    {
      field: 'requiredDiscordRoleId',
      headerName: t('col.discordRole'),
      width: 110,
      valueGetter: (_v, r) => roleName(r.requiredDiscordRoleId, p.roles),
    },
  ];
  const serverCols: Col[] = [
    { field: 'servers', headerName: t('col.servers'), width: 90, valueGetter: (_v, r) => existing(r) },
  ];
  const buyCols: Col[] = [
    {
      field: 'maxBuys',
      headerName: t('col.maxBuys'),
      width: 105,
      valueGetter: (_v, r) => (r.useBuyLimit ? r.maxBuys : '-'),
    },
  ];
  return [
    { field: 'sortingIndex', headerName: '#', width: 45 },
    { field: 'id', headerName: t('col.id'), width: 55 },
    {
      field: 'iconUrl',
      headerName: t('col.icon'),
      width: 56,
      sortable: false,
      renderCell: ({ row }) => (
        <Avatar src={row.iconUrl || undefined} alt="" sx={{ width: 28, height: 28, mt: 1 }}>
          {row.name.slice(0, 1)}
        </Avatar>
      ),
    },
    {
      field: 'name',
      headerName: t('col.name'),
      flex: 1,
      minWidth: 125,
      renderCell: ({ row }) => <span data-user-text>{row.name}</span>,
    },
    {
      field: 'price',
      headerName: t('col.price'),
      width: 95,
      type: 'number',
      // a running sale: the list price struck through, then the sale price ("~~150~~ 120")
      renderCell: ({ row }) =>
        row.salePrice === null ? (
          row.price
        ) : (
          <span data-testid="kit-sale-price">
            <Box component="s" sx={{ color: 'text.secondary' }}>
              {formatCredits(row.price)}
            </Box>{' '}
            {formatCredits(row.salePrice)}
          </span>
        ),
    },
    {
      field: 'stockLeft',
      headerName: t('col.stock'),
      width: 90,
      valueGetter: (_v, r) =>
        r.stockLeft === null ? '' : r.stockLeft === 0 ? t('soldOut') : t('stockLeft', { count: r.stockLeft }),
    },
    {
      field: 'items',
      headerName: t('col.items'),
      width: 80,
      type: 'number',
      valueGetter: (_v, r) => countItems(r),
    },
    {
      field: 'channelId',
      headerName: t('col.channel'),
      flex: 0.6,
      minWidth: 105,
      valueGetter: (_v, r) => channelName(r.channelId, p.channels),
    },
    ...(p.ks.enableRoleLimits ? roleCols : []),
    ...(p.ks.enableServerLimits ? serverCols : []),
    ...(p.ks.enableBuyLimits ? buyCols : []),
    {
      field: 'actions',
      headerName: t('col.actions'),
      width: 140,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <RowActions
          name={row.name}
          canEdit={p.canEdit}
          onEdit={() => p.onEdit(row)}
          onDelete={() => p.onDelete(row)}
        >
          <Tooltip title={t('duplicate')}>
            <span>
              <IconButton
                aria-label={t('duplicateItem', { name: row.name })}
                disabled={!p.canEdit || !p.canAdd}
                onClick={() => p.onDuplicate(row)}
              >
                <ContentCopy />
              </IconButton>
            </span>
          </Tooltip>
        </RowActions>
      ),
    },
  ];
}
