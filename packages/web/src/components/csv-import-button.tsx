import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import FileUpload from '@mui/icons-material/FileUpload';
import { DialogLoading } from './dialog-loading';

// the dialog (file reading, the preview table) loads when opened, not with the list
const CsvImportDialog = lazy(() =>
  import('./csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })),
);

/** "Import CSV": opens the import dialog (choose a file, preview every line, Apply). */
export function CsvImportButton(p: {
  kind: 'players' | 'kits';
  botId: number;
  disabled?: boolean;
  onApplied(): void;
}) {
  const [open, setOpen] = useState(false);
  const { disabled, ...dialog } = p;
  return (
    <>
      <Button startIcon={<FileUpload />} disabled={disabled} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      {open && (
        <Suspense fallback={<DialogLoading />}>
          <CsvImportDialog {...dialog} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
