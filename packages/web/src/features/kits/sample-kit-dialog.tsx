import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { api } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useSamples } from './use-kits';

/** Add Sample Kit: choose a sample, read its description, Create. */
export function SampleKitDialog(p: { botId: number; onClose(): void; onCreated(): void }) {
  const samples = useSamples();
  const toast = useToast();
  const [id, setId] = useState('');
  const sample = samples.data?.find((s) => s.id === id);
  const create = async () => {
    if (!sample) return;
    try {
      await api('POST', '/api/kit', { kit: { ...sample.kit, botId: p.botId } });
      toast({ severity: 'success', message: `${sample.kit.name} created.` });
      p.onCreated();
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
  };
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="sample-title">
      <DialogTitle id="sample-title">Add Sample Kit</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label="Sample"
          value={id}
          onChange={(e) => setId(e.target.value)}
          sx={{ mt: 1 }}
        >
          {(samples.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        {sample && (
          <Typography sx={{ mt: 2 }} data-testid="sample-description">
            {sample.description}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" disabled={!sample} onClick={create}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
}
