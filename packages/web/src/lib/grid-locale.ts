/**
 * The DataGrid's own texts (paging, sorting, column menu, row selection) in the active language, for a grid's
 * `localeText`; a page adds its empty texts (`noRowsLabel`) and may replace `paginationDisplayedRows`.
 */
import type { GridLocaleText } from '@mui/x-data-grid';
import { useCommonT } from './common-texts';
import { formatNumber } from './format';

export function useGridLocaleText(): Partial<GridLocaleText> {
  const c = useCommonT();
  return {
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
