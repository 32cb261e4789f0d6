import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Link, Typography } from '@mui/material';
import { DataGrid } from '@mui/x-data-grid';
import { PAGE_SIZES, type ShopRank } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useRoles } from '../../lib/guild-refs';
import { api, data } from '../../lib/api';
import { useDelete } from '../../lib/use-delete';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { useGridLocaleText } from '../../lib/grid-locale';
import { useCommonT } from '../../lib/common-texts';
import { useSpecMessages } from '../../lib/spec-messages';
import { DeleteSelected } from '../../components/delete-selected';
import { useGridSelection } from '../../components/grid-selection';
import { rankColumns } from './rank-columns';
import { useShopRanksT } from './texts';
import { useRanks } from './use-ranks';

// the form loads when the dialog opens, not with the page
const RankDialog = lazy(() => import('./rank-dialog').then((m) => ({ default: m.RankDialog })));

/** Searchable grid of the shop ranks with add / edit / delete. */
export function RanksTable({ canEdit }: { canEdit: boolean }) {
  const { bot, limits } = useSession();
  const roles = useRoles();
  const t = useShopRanksT();
  const c = useCommonT();
  const m = useSpecMessages();
  const botId = bot!.id;
  const ranks = useRanks(botId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ShopRank | 'new' | null>(null);
  const del = useDelete<ShopRank>((r) => api.DELETE('/api/role', { body: { roleId: r.id } }), ranks.refresh);
  const list = ranks.data ?? [];
  const limit = limits?.numRoles ?? Infinity;
  const atLimit = list.length >= limit;
  const q = search.trim().toLowerCase();
  const rows = q
    ? list.filter((r) => r.name.toLowerCase().includes(q) || r.description.toLowerCase().includes(q))
    : list;
  const gridText = useGridLocaleText(!!q);
  const selection = useGridSelection(rows, canEdit);
  const columns = rankColumns({
    t,
    roles,
    buying: bot!.shopRoleSettings.isBuyingEnabled,
    canEdit,
    onEdit: setEditing,
    onDelete: del.ask,
  });
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {t('ranks')}
      </Typography>
      <ListToolbar
        addLabel={t('add')}
        addDisabled={!canEdit}
        onAdd={() => setEditing('new')}
        onRefresh={() => ranks.refresh()}
        search={search}
        onSearch={setSearch}
      >
        <DeleteSelected
          kind="shopRanks"
          ids={selection.ids}
          remove={(roleIds) => data(api.DELETE('/api/role/many', { body: { botId, roleIds } }))}
          onDone={() => {
            selection.clear();
            void ranks.refresh();
          }}
        />
      </ListToolbar>
      {atLimit && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {m('rankLimitReached')}{' '}
          <Link component={RouterLink} to="/patreon">
            {c('nav.patreon')}
          </Link>
        </Alert>
      )}
      <DataGrid
        {...selection.props}
        rows={rows}
        columns={columns}
        loading={ranks.isLoading}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.shopRanks } } }}
        pageSizeOptions={[PAGE_SIZES.shopRanks]}
        localeText={gridText}
      />
      {editing && (
        <Suspense fallback={null}>
          <RankDialog
            botId={botId}
            rank={editing === 'new' ? null : editing}
            ranks={list}
            defaultPrice={bot!.shopRoleSettings.buyRoleDefaultPrice}
            rankLimit={limit}
            canEdit={canEdit}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void ranks.refresh();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!del.target}
        title={t('deleteTitle')}
        danger
        confirmLabel={c('delete')}
        onClose={del.cancel}
        onConfirm={del.confirm}
      >
        {t('deleteText', { name: del.target?.name })}
      </ConfirmDialog>
    </Box>
  );
}
