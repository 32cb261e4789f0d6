import { useState, type ReactNode } from 'react';
import {
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

export interface LightColumn<R> {
  /** Sort key and React key; `render` shows something else than `row[field]`. */
  field: string;
  header: ReactNode;
  width?: number;
  sortable?: boolean;
  render?(row: R): ReactNode;
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
  const toggle = (field: string) =>
    setSort((s) => (s?.field !== field ? { field, desc: false } : s.desc ? null : { field, desc: true }));
  return (
    <TableContainer>
      <Table size="small" aria-label={p.label} aria-busy={p.loading || undefined}>
        <TableHead>
          <TableRow>
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
            <TableRow key={row.id} hover>
              {p.columns.map((c) => (
                <TableCell key={c.field}>
                  {c.render ? c.render(row) : String(valueOf(row, c.field) ?? '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {shown.length === 0 && !p.loading && (
            <TableRow>
              <TableCell colSpan={p.columns.length} align="center">
                {p.empty}
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
