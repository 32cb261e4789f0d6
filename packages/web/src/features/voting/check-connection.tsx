import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { api } from '../../lib/api';

interface KeyCheck {
  key: string;
  ok: boolean;
  text: string;
}

/**
 * 'Check connection' of a vote-site page: the server reads each saved key's vote list once (nothing is
 * claimed) and answers what the site said per key, shown in a dialog.
 */
export function VoteSiteCheck(props: { botId: number; site: string; title: string; unsaved: boolean }) {
  const [result, setResult] = useState<KeyCheck[] | string | null>(null);
  const check = useMutation({
    mutationFn: () =>
      api<KeyCheck[]>(
        'GET',
        `/api/voting/checkConnection/${props.botId}?site=${encodeURIComponent(props.site)}`,
      ),
    onSuccess: (list) => setResult(list),
    onError: (e) => setResult(e.message),
  });
  return (
    <>
      <Button variant="outlined" sx={{ mb: 2 }} disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? 'Checking…' : 'Check connection'}
      </Button>
      <Dialog
        open={result !== null}
        onClose={() => setResult(null)}
        maxWidth="sm"
        fullWidth
        aria-labelledby="vote-check-title"
      >
        <DialogTitle id="vote-check-title">{props.title} connection</DialogTitle>
        <DialogContent>
          {props.unsaved && (
            <Alert severity="info" sx={{ mb: 1 }}>
              The check uses the saved keys; save your changes to check them.
            </Alert>
          )}
          {typeof result === 'string' && <Alert severity="error">{result}</Alert>}
          {Array.isArray(result) && result.length === 0 && <Typography>No keys are saved yet.</Typography>}
          {Array.isArray(result) && result.length > 0 && (
            <List dense aria-label="Result per key">
              {result.map((r, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText
                    primary={`Key ${r.key}: ${r.ok ? 'connected' : 'failed'}`}
                    secondary={r.text}
                    slotProps={{ primary: { color: r.ok ? 'success.main' : 'error.main' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
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
