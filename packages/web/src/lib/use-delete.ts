import { useState } from 'react';
import { api } from './api';
import { useToast } from './toast';

/** Delete with confirmation: `ask(row)` opens the dialog, `confirm()` calls the API, toasts and refreshes. */
export function useDelete<T extends { name: string }>(
  path: string,
  body: (row: T) => unknown,
  refresh: () => Promise<unknown>,
) {
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: async () => {
      const row = target;
      setTarget(null);
      if (!row) return;
      try {
        await api('DELETE', path, body(row));
        toast({ severity: 'success', message: `${row.name} deleted.` });
        await refresh();
      } catch (e) {
        toast({ severity: 'error', title: 'Error', message: (e as Error).message });
      }
    },
  };
}
