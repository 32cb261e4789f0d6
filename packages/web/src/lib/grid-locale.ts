/**
 * The DataGrid's own texts in the active language, for a grid's `localeText`: no rows (No Data, or No
 * Matches while `searching`), no results, paging ("1–25 of 40", "Rows per page:", page buttons), sorting,
 * column menu and row selection. A page may replace any of them (e.g. its own empty text).
 */
import type { GridLocaleText } from '@mui/x-data-grid';
import { useCommonT } from './common-texts';
import { formatNumber } from './format';
import { useSpecMessages } from './spec-messages';

export function useGridLocaleText(searching = false): Partial<GridLocaleText> {
  const c = useCommonT();
  const m = useSpecMessages();
  return {
    noRowsLabel: searching ? m('noMatches') : m('noData'),
    noResultsOverlayLabel: m('noMatches'),
    paginationDisplayedRows: ({ from, to, count }) =>
      c('rowsShown', { from: formatNumber(from), to: formatNumber(to), count: formatNumber(count) }),
    paginationRowsPerPage: c('rowsPerPage'),
    paginationItemAriaLabel: (type) => c(`page.${type}`),
    columnMenuLabel: c('grid.menu'),
    columnMenuAriaLabel: (column) => c('grid.columnMenu', { column }),
    columnHeaderSortIconLabel: c('grid.sort'),
    footerRowSelected: (count) => c('grid.rowsSelected', { count }),
    checkboxSelectionHeaderName: c('grid.selection'),
    checkboxSelectionSelectAllRows: c('grid.selectAll'),
    checkboxSelectionUnselectAllRows: c('grid.unselectAll'),
    checkboxSelectionSelectRow: c('grid.selectRow'),
    checkboxSelectionUnselectRow: c('grid.unselectRow'),
  };
}
