import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { kitTypeLabels } from '@asa/domain';
import { api } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useSamples } from './use-kits';

/** Add Sample Kit: choose a sample, read its description, Create (POST with the instance's botId). */
export function SampleKitDialog(p: { botId: number; onClose(): void; onCreated(): Promise<unknown> }) {
  const samples = useSamples();
  const toast = useToast();
  const [id, setId] = useState('');
  const [busy, setBusy] = useState(false);
  const sample = samples.data?.find((s) => s.id === id);
  const create = async () => {
    if (!sample) return;
    setBusy(true);
    try {
      await api.POST('/api/kit', { body: { kit: { ...sample.kit, botId: p.botId } } });
      toast({ severity: 'success', message: `${sample.kit.name} created.` });
      await p.onCreated();
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="sample-title">
      <DialogTitle id="sample-title">Add Sample Kit</DialogTitle>
      <DialogContent>
        {samples.error && <Alert severity="error">{samples.error.message}</Alert>}
        <TextField
          select
          fullWidth
          label="Sample"
          value={id}
          disabled={samples.isLoading}
          helperText={samples.isLoading ? 'Loading samples...' : undefined}
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
          <>
            <Typography sx={{ mt: 2 }} data-testid="sample-description">
              {sample.description}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Creates the kit &quot;{sample.kit.name}&quot;: {kitTypeLabels[sample.kit.kitType ?? 'normal']},
              price {sample.kit.price ?? 0},{' '}
              {(sample.kit.itemGroups ?? []).reduce((n, g) => n + (g.items?.length ?? 0), 0)} items. You can
              edit it afterwards.
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" disabled={!sample || busy} onClick={create}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
}
