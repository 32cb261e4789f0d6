import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import { useToast } from '../lib/toast';

/**
 * A button that downloads a CSV answer of the API (`load` makes the typed call with `parseAs: 'blob'`) as
 * `filename`; the bearer token goes with the call, so no link with a token is ever shown.
 */
export function CsvExportButton(p: { label: string; filename: string; load(): Promise<Blob> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await p.load());
      const a = document.createElement('a');
      a.href = url;
      a.download = p.filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<FileDownload />} disabled={busy} onClick={() => void run()}>
      {p.label}
    </Button>
  );
}
