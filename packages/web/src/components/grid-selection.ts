import { useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';

const none: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * A DataGrid's checkbox selection for editors (`<DataGrid {...selection.props}>`): `ids` are the selected
 * rows among `rows` (the grid's "select all" answers an exclude-model: every row but the ones named).
 */
export function useGridSelection(rows: { id: number }[], enabled: boolean) {
  const [model, setModel] = useState<GridRowSelectionModel>(none);
  const ids =
    model.type === 'include'
      ? rows.filter((r) => model.ids.has(r.id)).map((r) => r.id)
      : rows.filter((r) => !model.ids.has(r.id)).map((r) => r.id);
  return {
    ids,
    clear: () => setModel(none),
    props: {
      checkboxSelection: enabled,
      rowSelectionModel: model,
      onRowSelectionModelChange: setModel,
    },
  };
}
