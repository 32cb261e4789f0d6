import type { GridLocaleText } from '@mui/x-data-grid';
import { useCommonT } from '../lib/common-texts';
import { formatNumber } from '../lib/format';
import { useSpecMessages } from '../lib/spec-messages';

/**
 * The texts of a DataGrid in the active language: no rows (No Data, or No Matches while `searching`),
 * no results, and the pagination's "1–25 of 40", "Rows per page:" and page buttons.
 */
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
  };
}
