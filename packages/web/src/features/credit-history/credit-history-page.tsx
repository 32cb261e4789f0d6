import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Link, MenuItem, TextField } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { ledgerText, PAGE_SIZES, type CreditHistoryListEntry, type CreditHistoryPage } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { CsvExportButton } from '../../components/csv-buttons';
import { DayFilter, FilterBar } from '../../components/filter-bar';
import { api, data } from '../../lib/api';
import type { paths } from '../../lib/api-schema';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useGridLocaleText } from '../../lib/grid-locale';
import { botKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useSpecMessages } from '../../lib/spec-messages';
import { useUrlQuery } from '../../lib/use-url-query';
import { PlayerPicker } from '../purchases/player-picker';
import { useCreditHistoryT, type CreditHistoryKey } from './texts';
import { serverGrid } from '../../lib/server-grid';

/** The list's URL parameters (the server's query: @asa/domain creditHistoryFilterFields). */
const names = ['from', 'to', 'source', 'playerId'] as const;
type Filters = Partial<Record<(typeof names)[number], string>>;
type ApiQuery = NonNullable<paths['/api/player/credit-history/list/{botId}']['get']['parameters']['query']>;
// the overview's sources, then the ways credits leave (@asa/domain creditKinds; listed here to keep zod out)
const kinds = [
  'votes',
  'activity',
  'passiveIncome',
  'tip4serv',
  'admins',
  'other',
  'spent',
  'refunded',
  'removed',
] as const;
const PAGE_SIZE = PAGE_SIZES.creditHistory;

/**
 * The instance's credit history (every player's), newest first, paged and filtered on the server; the
 * filters live in the URL (`/creditHistory?from=2026-11-01&to=2026-11-26&source=votes&playerId=3`), which is
 * where the overview's source numbers lead.
 */
function CreditHistoryList({ botId }: { botId: number }) {
  const t = useCreditHistoryT();
  const lang = useLanguage();
  const m = useSpecMessages();
  const gridText = useGridLocaleText();
  const qc = useQueryClient();
  const url = useUrlQuery(names);
  const v: Filters = url.values;
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const change = (patch: Filters) => {
    url.set(patch);
    setModel((x) => ({ ...x, page: 0 }));
  };
  const page = useQuery({
    queryKey: [...botKeys.creditHistory(botId), v, model.page] as const,
    queryFn: (): Promise<CreditHistoryPage> =>
      data(
        api.GET('/api/player/credit-history/list/{botId}', {
          params: {
            path: { botId },
            query: { ...(v as unknown as ApiQuery), page: model.page, pageSize: PAGE_SIZE },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.items ?? [];
  const filtered = Object.keys(v).length > 0;
  const col = { sortable: false, filterable: false } as const;
  const columns: GridColDef<CreditHistoryListEntry>[] = [
    {
      ...col,
      field: 'createdAt',
      headerName: t('col.date'),
      width: 190,
      valueFormatter: (d: string) => formatDateTime(d),
    },
    {
      ...col,
      field: 'playerName',
      headerName: t('col.player'),
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={`/players?${new URLSearchParams({ q: row.playerName })}`}
          aria-label={t('playerLink', { name: row.playerName })}
          data-user-text
        >
          {row.playerName}
        </Link>
      ),
    },
    {
      ...col,
      field: 'amount',
      headerName: t('col.amount'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (n: number) => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n)),
    },
    {
      ...col,
      field: 'source',
      headerName: t('col.source'),
      width: 160,
      valueFormatter: (s: string) => t(`source.${s}` as CreditHistoryKey),
    },
    {
      ...col,
      field: 'reason',
      headerName: t('col.reason'),
      flex: 2,
      minWidth: 160,
      // by kind and parameters in the reader's language; a person's own words stay as written
      valueGetter: (_v: unknown, row: CreditHistoryListEntry) => ledgerText(lang, row),
      renderCell: ({ value }) => <span data-user-text>{value}</span>,
    },
    {
      ...col,
      field: 'actor',
      headerName: t('col.actor'),
      flex: 1,
      minWidth: 110,
      renderCell: ({ value }) => <span data-user-text>{value}</span>,
    },
  ];
  const day = (label: string, name: 'from' | 'to') => (
    <DayFilter label={label} value={v[name]} onChange={(d) => change({ [name]: d })} />
  );
  return (
    <Box>
      <FilterBar label={t('filters')}>
        <PlayerPicker
          botId={botId}
          value={v.playerId}
          name={rows.find((r) => String(r.playerId) === v.playerId)?.playerName}
          onChange={(playerId) => change({ playerId })}
        />
        {day(t('filter.from'), 'from')}
        {day(t('filter.to'), 'to')}
        <TextField
          select
          size="small"
          sx={{ minWidth: 170 }}
          label={t('filter.source')}
          value={v.source ?? ''}
          onChange={(e) => change({ source: e.target.value })}
          data-testid="credit-source-filter"
        >
          <MenuItem value="">{t('filter.any')}</MenuItem>
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`source.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <CsvExportButton
          label={t('exportCsv')}
          filename={`credit-history-${botId}.csv`}
          load={() =>
            data(
              api.GET('/api/player/credit-history/export/{botId}', {
                params: { path: { botId }, query: { ...v } as never },
                parseAs: 'blob',
              }),
            )
          }
        />
        <Button onClick={() => qc.invalidateQueries({ queryKey: botKeys.creditHistory(botId) })}>
          {t('refresh')}
        </Button>
      </FilterBar>
      {page.error && <Alert severity="error">{page.error.message}</Alert>}
      <DataGrid
        {...serverGrid(t('grid'), page, rows)}
        columns={columns}
        paginationModel={model}
        onPaginationModelChange={setModel}
        pageSizeOptions={[PAGE_SIZE]}
        autoHeight
        disableRowSelectionOnClick
        disableColumnFilter
        localeText={{
          ...gridText,
          noRowsLabel: filtered ? m('noMatches') : t('empty'),
          // a large history's total is counted only so far past the page: "more than" then
          paginationDisplayedRows: ({ from, to, count }) =>
            t('rowsShown', {
              from: formatNumber(from),
              to: formatNumber(to),
              count: formatNumber(count),
              more: page.data?.totalExact === false,
            }),
        }}
      />
    </Box>
  );
}

export default function CreditHistoryPage() {
  const { bot } = useSession();
  const t = useCreditHistoryT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Players_View">
      {() => <CreditHistoryList botId={bot!.id} />}
    </BotPage>
  );
}
