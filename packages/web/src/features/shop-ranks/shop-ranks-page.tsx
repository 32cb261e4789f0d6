import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Box, Link, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { messages, PAGE_SIZES, roleModeLabels, type ShopRank } from '@asa/domain';
import { get } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDelete } from '../../lib/use-delete';
import { BotPage } from '../../components/bot-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { RowActions } from '../../components/row-actions';
import { roleName } from '../../components/refs';
import { RankDialog } from './rank-dialog';
import { RankSettingsCard } from './rank-settings-card';

function RanksTable({ canEdit }: { canEdit: boolean }) {
  const { bot, roles, limits } = useSession();
  const qc = useQueryClient();
  const key = ['bot', 'ranks', bot!.id];
  const ranks = useQuery({ queryKey: key, queryFn: () => get<ShopRank[]>(`/api/role/list/${bot!.id}`) });
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ShopRank | 'new' | null>(null);
  const del = useDelete<ShopRank>(
    '/api/role',
    (r) => ({ roleId: r.id }),
    () => refresh(),
  );
  const list = ranks.data ?? [];
  const limit = limits?.numRoles ?? Infinity;
  const q = search.trim().toLowerCase();
  const rows = q
    ? list.filter((r) => r.name.toLowerCase().includes(q) || r.description.toLowerCase().includes(q))
    : list;
  const buying = bot!.shopRoleSettings.isBuyingEnabled;

  const columns: GridColDef<ShopRank>[] = [
    { field: 'sortingIndex', headerName: '#', width: 60 },
    {
      field: 'iconUrl',
      headerName: 'Icon',
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <Avatar src={row.iconUrl || undefined} alt="" sx={{ width: 28, height: 28 }}>
          {row.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
    { field: 'discount', headerName: 'Discount', width: 100, valueFormatter: (v: number) => `${v} %` },
    { field: 'passiveCredits', headerName: 'Passive Income', width: 130 },
    {
      field: 'roleMode',
      headerName: 'Role Mode',
      width: 200,
      valueGetter: (_v, r) => roleModeLabels[r.roleMode],
    },
    {
      field: 'assignDiscordRoleId',
      headerName: 'Discord Role',
      width: 150,
      valueGetter: (_v, r) => roleName(r.assignDiscordRoleId, roles),
    },
    {
      field: 'buy',
      headerName: 'Can be bought',
      width: 130,
      valueGetter: (_v, r) => (!buying ? '-' : r.buyRoleEnabled ? String(r.buyRolePrice) : 'Disabled'),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <RowActions
            name={row.name}
            canEdit={canEdit}
            onEdit={() => setEditing(row)}
            onDelete={() => del.ask(row)}
          />
        </>
      ),
    },
  ];
  return (
    <Box>
      <RankSettingsCard canEdit={canEdit} />
      <Typography variant="h6">Shop ranks</Typography>
      <ListToolbar
        addLabel="Add shop rank"
        addDisabled={!canEdit || list.length >= limit}
        onAdd={() => setEditing('new')}
        onRefresh={() => refresh()}
        search={search}
        onSearch={setSearch}
      ></ListToolbar>
      {list.length >= limit && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {messages.rankLimitReached}{' '}
          <Link component={RouterLink} to="/patreon">
            See the Patreon tiers
          </Link>
        </Alert>
      )}
      <DataGrid
        rows={rows}
        columns={columns}
        loading={ranks.isLoading}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.shopRanks } } }}
        pageSizeOptions={[PAGE_SIZES.shopRanks]}
        localeText={{
          noRowsLabel: q ? messages.noMatches : messages.noData,
          noResultsOverlayLabel: messages.noMatches,
        }}
      />
      {editing && (
        <RankDialog
          botId={bot!.id}
          rank={editing === 'new' ? null : editing}
          ranks={list}
          defaultPrice={bot!.shopRoleSettings.buyRoleDefaultPrice}
          rankLimit={limit}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={!!del.target}
        title="Delete shop rank?"
        danger
        confirmLabel="Delete"
        onClose={del.cancel}
        onConfirm={del.confirm}
      >
        {del.target?.name} will be deleted and removed from every player and kit.
      </ConfirmDialog>
    </Box>
  );
}

export default function ShopRanksPage() {
  return (
    <BotPage
      title="Shop Ranks"
      subtitle="Ranks give discounts, passive income and access to kits"
      view="Roles_View"
      edit="Roles_Edit"
    >
      {(canEdit) => <RanksTable canEdit={canEdit} />}
    </BotPage>
  );
}
