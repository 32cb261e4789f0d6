import { useState } from 'react';
import { useToast } from './toast';

/**
 * Delete with confirmation: `ask(row)` opens the dialog, `confirm()` runs `remove(row)` (the typed API call),
 * toasts and refreshes.
 */
export function useDelete<T extends { name: string }>(
  remove: (row: T) => Promise<unknown>,
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
        await remove(row);
        toast({ severity: 'success', message: `${row.name} deleted.` });
        await refresh();
      } catch (e) {
        toast({ severity: 'error', title: 'Error', message: (e as Error).message });
      }
    },
  };
}
