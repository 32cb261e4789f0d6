import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { TOAST_DURATION_MS } from '@asa/domain';
import { translateText } from './spec-messages';

interface Toast {
  id: number;
  severity: 'success' | 'error' | 'info' | 'warning';
  title?: string;
  message: string;
}
type Notify = (t: Omit<Toast, 'id'>) => void;
const ToastContext = createContext<Notify>(() => undefined);

/** Notifications that close after 2 seconds (SPEC 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const notify = useCallback<Notify>((t) => setToast({ ...t, id: Date.now() }), []);
  return (
    <ToastContext.Provider value={notify}>
      {children}
      <Snackbar
        key={toast?.id}
        open={!!toast}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={() => setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {toast ? (
          <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)} role="status">
            {toast.title && <AlertTitle>{translateText(toast.title)}</AlertTitle>}
            {translateText(toast.message)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
