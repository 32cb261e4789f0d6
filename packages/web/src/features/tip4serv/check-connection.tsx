import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { api } from '../../lib/api';

/** 'Check connection' button; the server's text answer (or error message) is shown in a dialog. */
export function CheckConnection({ botId, disabled }: { botId: number; disabled?: boolean }) {
  const [result, setResult] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: () => api<unknown>('GET', `/api/tip4serv/checkConnection/${botId}`),
    onSuccess: (text) => setResult(typeof text === 'string' ? text : JSON.stringify(text)),
    onError: (e) => setResult(e.message),
  });
  return (
    <>
      <Button variant="outlined" disabled={disabled || check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? 'Checking…' : 'Check connection'}
      </Button>
      <Dialog
        open={result !== null}
        onClose={() => setResult(null)}
        maxWidth="sm"
        fullWidth
        aria-labelledby="tip4serv-check-title"
      >
        <DialogTitle id="tip4serv-check-title">Tip4Serv connection</DialogTitle>
        <DialogContent>
          <DialogContentText>{result}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)} variant="contained">
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
