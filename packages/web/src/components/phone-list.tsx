import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { GridColDef, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { useCommonT } from '../lib/common-texts';
import { formatNumber } from '../lib/format';

/** A cell of a grid column for one row, as the grid would show it (renderCell, else the formatted value). */
function cell<R extends GridValidRowModel>(c: GridColDef<R>, row: R): ReactNode {
  const raw = (row as Record<string, unknown>)[c.field];
  const get = c.valueGetter as ((v: unknown, r: R, c: unknown, a: unknown) => unknown) | undefined;
  const value = get ? get(raw, row, c, null) : raw;
  const fmt = c.valueFormatter as ((v: unknown, r: R, c: unknown, a: unknown) => unknown) | undefined;
  const formatted = fmt ? fmt(value, row, c, null) : value;
  if (c.renderCell)
    return c.renderCell({ row, value, formattedValue: formatted, field: c.field, id: row.id } as never);
  return formatted === null || formatted === undefined ? '' : String(formatted);
}

/**
 * A server-paged list grid's rows as cards, for phones (issue 38: status and actions visible without sideways
 * scrolling). It takes the grid's own columns: `titleField` is the card's heading, `actionsField` its bottom row, every
 * other column a label and its value; paging by Previous / Next with the grid's "1–25 of 300" line.
 */
export function PhoneList<R extends GridValidRowModel>(p: {
  label: string;
  rows: R[];
  columns: GridColDef<R>[];
  titleField: string;
  actionsField?: string;
  /** Columns left out of the cards (a checkbox column, something the title already says). */
  skip?: string[];
  rowCount: number;
  loading: boolean;
  model: GridPaginationModel;
  onModel(m: GridPaginationModel): void;
  empty: string;
}) {
  const t = useCommonT();
  const { model, rowCount } = p;
  const titleCol = p.columns.find((c) => c.field === p.titleField);
  const actionCol = p.columns.find((c) => c.field === p.actionsField);
  const rest = p.columns.filter(
    (c) => c !== titleCol && c !== actionCol && !p.skip?.includes(c.field) && c.field !== '__check__',
  );
  const from = rowCount === 0 ? 0 : model.page * model.pageSize + 1;
  const to = Math.min(rowCount, (model.page + 1) * model.pageSize);
  return (
    <Box role="region" aria-label={p.label} aria-busy={p.loading || undefined}>
      <Box sx={{ height: 4 }}>{p.loading && <LinearProgress />}</Box>
      {p.rows.length === 0 && !p.loading && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {p.empty}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {p.rows.map((row) => (
          <Card component="li" variant="outlined" key={String(row.id)} data-testid="phone-row">
            <CardContent sx={{ '&:last-child': { pb: 1.5 }, p: 1.5 }}>
              {titleCol && (
                <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
                  {cell(titleCol, row)}
                </Typography>
              )}
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(90px, auto) 1fr',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  m: 0,
                  '& dt': { color: 'text.secondary', fontSize: 13 },
                  '& dd': { m: 0, fontSize: 14, minWidth: 0, overflowWrap: 'anywhere' },
                }}
              >
                {rest.map((c) => (
                  <Box key={c.field} sx={{ display: 'contents' }}>
                    <dt>{c.headerName}</dt>
                    <dd>{cell(c, row)}</dd>
                  </Box>
                ))}
              </Box>
              {actionCol && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
                  {cell(actionCol, row)}
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Button disabled={model.page === 0} onClick={() => p.onModel({ ...model, page: model.page - 1 })}>
          {t('phone.previous')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('page.range', { from: formatNumber(from), to: formatNumber(to), count: formatNumber(rowCount) })}
        </Typography>
        <Button disabled={to >= rowCount} onClick={() => p.onModel({ ...model, page: model.page + 1 })}>
          {t('phone.next')}
        </Button>
      </Stack>
    </Box>
  );
}
