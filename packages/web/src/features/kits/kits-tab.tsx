import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link } from '@mui/material';
import { DataGrid } from '@mui/x-data-grid';
import { PAGE_SIZES, type Kit } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useChannels, useRoles } from '../../lib/guild-refs';
import { api, data as answer } from '../../lib/api';
import { useDelete } from '../../lib/use-delete';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { DeleteSelected } from '../../components/delete-selected';
import { useGridSelection } from '../../components/grid-selection';
import { CsvImport, useCsvDownload } from '../../components/csv-buttons';
import { duplicateKit, newKit, type KitDraft } from './kit-draft';
import { kitColumns } from './kit-columns';
import { DialogLoading } from '../../components/dialog-loading';
import { useKitData } from './use-kits';
import { useGridLocaleText } from '../../lib/grid-locale';
import { useCommonT } from '../../lib/common-texts';
import { useSpecMessages } from '../../lib/spec-messages';
import { useKitsT } from './texts';

// the form loads when the dialog opens, not with the page
const KitEditor = lazy(() => import('./kit-editor').then((m) => ({ default: m.KitEditor })));
// the sample-kit form (react-hook-form + the domain's zod schemas) loads when opened
const SampleKitDialog = lazy(() =>
  import('./sample-kit-dialog').then((m) => ({ default: m.SampleKitDialog })),
);

const CsvImportDialog = lazy(() =>
  import('../../components/csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })),
);

/** The kits list with add, sample, duplicate, edit and delete. */
export function KitsTab({ canEdit, onDirty }: { canEdit: boolean; onDirty(dirty: boolean): void }) {
  const { bot, limits } = useSession();
  const channels = useChannels();
  const ks = bot!.kitSettings;
  // the Discord Role column shows only with role limits on; the editor's pickers fetch the roles themselves
  const roles = useRoles(ks.enableRoleLimits);
  const [editing, setEditing] = useState<KitDraft | null>(null);
  const data = useKitData(bot!.id, ks.enableServerLimits || !!editing);
  const t = useKitsT();
  const c = useCommonT();
  const m = useSpecMessages();
  const [search, setSearch] = useState('');
  const [samples, setSamples] = useState(false);
  const [importing, setImporting] = useState(false);
  const csv = useCsvDownload();
  const del = useDelete<Kit>((k) => api.DELETE('/api/kit', { body: { kitId: k.id } }), data.refresh);
  const atLimit = !!limits && data.kits.length >= limits.numKits;
  const q = search.trim().toLowerCase();
  const rows = q
    ? data.kits.filter(
        (k) =>
          k.name.toLowerCase().includes(q) || k.description.toLowerCase().includes(q) || String(k.id) === q,
      )
    : data.kits;
  const gridText = useGridLocaleText(!!q);
  const selection = useGridSelection(rows, canEdit);
  const columns = kitColumns({
    t,
    ks,
    channels,
    roles,
    ranks: data.ranks,
    servers: data.servers,
    canEdit,
    canAdd: !atLimit,
    onDuplicate: (k) => setEditing(duplicateKit(k)),
    onEdit: (k) => setEditing(structuredClone(k)),
    onDelete: del.ask,
  });
  return (
    <Box>
      <ListToolbar
        addLabel={t('add')}
        addDisabled={!canEdit || atLimit}
        onAdd={() => setEditing(newKit(ks))}
        onRefresh={() => void data.refreshAll()}
        search={search}
        onSearch={setSearch}
        more={[
          {
            label: t('exportCsv'),
            onClick: () =>
              void csv.download(`kits-${bot!.id}.csv`, () =>
                answer(
                  api.GET('/api/kit/export/{botId}', {
                    params: { path: { botId: bot!.id } },
                    parseAs: 'blob',
                  }),
                ),
              ),
          },
          { label: c('csv.import'), onClick: () => setImporting(true), disabled: !canEdit },
        ]}
      >
        <Button variant="outlined" disabled={!canEdit || atLimit} onClick={() => setSamples(true)}>
          {t('addSample')}
        </Button>
        <DeleteSelected
          kind="kits"
          ids={selection.ids}
          remove={(kitIds) => answer(api.DELETE('/api/kit/many', { body: { botId: bot!.id, kitIds } }))}
          onDone={() => {
            selection.clear();
            void data.refresh();
          }}
        />
      </ListToolbar>
      {importing && (
        <CsvImport
          dialog={CsvImportDialog}
          kind="kits"
          botId={bot!.id}
          onApplied={() => void data.refresh()}
          onClose={() => setImporting(false)}
        />
      )}
      {atLimit && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {m('kitLimitReached')}{' '}
          <Link component={RouterLink} to="/patreon">
            {t('patreonLink')}
          </Link>
        </Alert>
      )}
      {data.kitsError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('loadError', { error: data.kitsError.message })}
        </Alert>
      )}
      <DataGrid
        {...selection.props}
        rows={rows}
        columns={columns}
        loading={data.loading}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.kits } } }}
        pageSizeOptions={[PAGE_SIZES.kits]}
        localeText={gridText}
      />
      {editing && data.serversSettled && (
        <Suspense fallback={null}>
          <KitEditor
            draft={editing}
            servers={data.servers}
            ranks={data.ranks}
            canEdit={canEdit}
            onDirty={onDirty}
            onClose={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await data.refresh();
            }}
          />
        </Suspense>
      )}
      {samples && (
        <Suspense fallback={<DialogLoading />}>
          <SampleKitDialog
            botId={bot!.id}
            onClose={() => setSamples(false)}
            onCreated={async () => {
              setSamples(false);
              await data.refresh();
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
        {t('deleteText', { name: del.target?.name, id: del.target?.id })}
      </ConfirmDialog>
    </Box>
  );
}
