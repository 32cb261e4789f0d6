import { Suspense, useState, type ComponentType } from 'react';
import { Button } from '@mui/material';
import { usesDecimalComma } from '../lib/format';
import { useToast } from '../lib/toast';
import { DialogLoading } from './dialog-loading';
import { useCommonT } from '../lib/common-texts';

import type { CsvImportDialogProps } from './csv-import-dialog';

/**
 * A button that downloads a CSV answer of the API (`load` makes the typed call with `parseAs: 'blob'`) as
 * `filename`; the bearer token goes with the call, so no link with a token is ever shown. In a language that
 * writes a decimal comma (German) the file is separated by `;` with a byte-order mark, as Excel there expects.
 */
export function CsvExportButton(p: { label: string; filename: string; load(): Promise<Blob> }) {
  const { busy, download } = useCsvDownload();
  return (
    <Button disabled={busy} onClick={() => void download(p.filename, p.load)}>
      {p.label}
    </Button>
  );
}

/** The export's download (the button's, or a "More actions" menu item's): `download(filename, load)`. */
export function useCsvDownload() {
  const toast = useToast();
  const t = useCommonT();
  const [busy, setBusy] = useState(false);
  const download = async (filename: string, load: () => Promise<Blob>) => {
    setBusy(true);
    try {
      let blob = await load();
      if (usesDecimalComma()) {
        const { csvForDecimalComma } = await import('../lib/csv-regional');
        blob = new Blob([csvForDecimalComma(await blob.text())], { type: 'text/csv;charset=utf-8' });
      }
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      toast({ severity: 'error', title: t('error'), message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/**
 * "Import CSV": opens `dialog`, the page's `lazy(() => import('../../components/csv-import-dialog'))` (the page
 * declares it, so its preload list joins the page's other dialogs' instead of a chunk of its own: budget).
 */
export function CsvImportButton(
  p: Omit<CsvImportDialogProps, 'onClose'> & {
    disabled?: boolean;
    dialog: ComponentType<CsvImportDialogProps>;
  },
) {
  const t = useCommonT();
  const [open, setOpen] = useState(false);
  const { disabled, ...props } = p;
  return (
    <>
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {t('csv.import')}
      </Button>
      {open && <CsvImport {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The import dialog while it is open (a "More actions" menu item's `Import CSV` opens it). */
export function CsvImport(p: CsvImportDialogProps & { dialog: ComponentType<CsvImportDialogProps> }) {
  const { dialog: Dialog, ...props } = p;
  return (
    <Suspense fallback={<DialogLoading />}>
      <Dialog {...props} />
    </Suspense>
  );
}
