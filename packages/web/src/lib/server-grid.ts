/**
 * The props every server-paged list grid shares (Players, Purchases, Credit History): the server sorts,
 * filters and pages; the grid shows the page it got, the total, and a loading bar while the next one comes.
 */
export const serverGrid = <R>(
  label: string,
  page: { data?: { total: number }; isFetching: boolean },
  rows: R[],
) =>
  ({
    'aria-label': label,
    rows,
    rowCount: page.data?.total ?? 0,
    loading: page.isFetching,
    paginationMode: 'server',
    filterMode: 'server',
    sortingMode: 'server',
  }) as const;
