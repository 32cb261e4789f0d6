import { useState, type ReactNode } from 'react';
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useCommonT } from '../lib/common-texts';
import { formatNumber } from '../lib/format';
import { EmptyState } from './empty-state';

export interface LightColumn<R> {
  /** Sort key and React key; `render` shows something else than `row[field]`. */
  field: string;
  header: ReactNode;
  width?: number;
  sortable?: boolean;
  render?(row: R): ReactNode;
}

/** Checkbox selection of rows (a multi-select delete): the ids, their change, and a row's name for its label. */
export interface LightSelection<R> {
  ids: ReadonlySet<number>;
  onChange(ids: Set<number>): void;
  nameOf(row: R): string;
}

const valueOf = <R,>(row: R, field: string) => (row as Record<string, unknown>)[field];
const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''));

/**
 * A short list as a plain table (sortable headers, pages of `pageSize`): for screens whose lists hold a few
 * dozen rows, where the DataGrid's weight (450 KB of script, seconds of main-thread work on a phone) buys
 * nothing (docs/performance.md "Lighthouse").
 */
export function LightTable<R extends { id: number }>(p: {
  label: string;
  rows: R[];
  columns: LightColumn<R>[];
  pageSize: number;
  loading?: boolean;
  empty: string;
  /** The next step under the empty message (a sentence and the button that does it); issue 38. */
  emptyHint?: string;
  emptyAction?: ReactNode;
  /** Editors' checkbox column; "select all" takes every row of `rows` (the search's matches). */
  selection?: LightSelection<R>;
}) {
  const [sort, setSort] = useState<{ field: string; desc: boolean } | null>(null);
  const [page, setPage] = useState(0);
  const t = useCommonT();
  const sorted = sort
    ? [...p.rows].sort(
        (a, b) => compare(valueOf(a, sort.field), valueOf(b, sort.field)) * (sort.desc ? -1 : 1),
      )
    : p.rows;
  const last = Math.max(0, Math.ceil(sorted.length / p.pageSize) - 1);
  const shown = sorted.slice(Math.min(page, last) * p.pageSize, (Math.min(page, last) + 1) * p.pageSize);
  const sel = p.selection;
  const picked = sel ? p.rows.filter((r) => sel.ids.has(r.id)).length : 0;
  const pick = (id: number, on: boolean) => {
    const ids = new Set(sel!.ids);
    if (on) ids.add(id);
    else ids.delete(id);
    sel!.onChange(ids);
  };
  const toggle = (field: string) =>
    setSort((s) => (s?.field !== field ? { field, desc: false } : s.desc ? null : { field, desc: true }));
  return (
    <TableContainer>
      <Table size="small" aria-label={p.label} aria-busy={p.loading || undefined}>
        <TableHead>
          <TableRow>
            {sel && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={picked > 0 && picked === p.rows.length}
                  indeterminate={picked > 0 && picked < p.rows.length}
                  disabled={!p.rows.length}
                  onChange={(e) => sel.onChange(new Set(e.target.checked ? p.rows.map((r) => r.id) : []))}
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
            )}
            {p.columns.map((c) => (
              <TableCell
                key={c.field}
                sx={{ width: c.width, fontWeight: 600 }}
                sortDirection={sort?.field === c.field ? (sort.desc ? 'desc' : 'asc') : false}
              >
                {c.sortable === false ? (
                  c.header
                ) : (
                  <TableSortLabel
                    active={sort?.field === c.field}
                    direction={sort?.field === c.field && sort.desc ? 'desc' : 'asc'}
                    onClick={() => toggle(c.field)}
                  >
                    {c.header}
                  </TableSortLabel>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.id} hover selected={sel?.ids.has(row.id)}>
              {sel && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={sel.ids.has(row.id)}
                    onChange={(e) => pick(row.id, e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('selectItem', { name: sel.nameOf(row) }) } }}
                  />
                </TableCell>
              )}
              {p.columns.map((c) => (
                <TableCell key={c.field}>
                  {c.render ? c.render(row) : String(valueOf(row, c.field) ?? '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {shown.length === 0 && !p.loading && (
            <TableRow>
              <TableCell colSpan={p.columns.length + (sel ? 1 : 0)} align="center">
                {p.emptyHint || p.emptyAction ? (
                  <EmptyState title={p.empty} hint={p.emptyHint} action={p.emptyAction} />
                ) : (
                  p.empty
                )}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {sorted.length > p.pageSize && (
        <TablePagination
          component="div"
          count={sorted.length}
          page={Math.min(page, last)}
          rowsPerPage={p.pageSize}
          rowsPerPageOptions={[p.pageSize]}
          onPageChange={(_e, n) => setPage(n)}
          labelRowsPerPage={t('rowsPerPage')}
          getItemAriaLabel={(type) => t(`page.${type}`)}
          labelDisplayedRows={({ from, to, count }) =>
            t('rowsShown', { from: formatNumber(from), to: formatNumber(to), count: formatNumber(count) })
          }
        />
      )}
    </TableContainer>
  );
}
