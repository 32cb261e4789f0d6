import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  MASKED_PASSWORD,
  messages,
  serverInputSchema,
  toInt,
  type Server,
  type ServerInput,
} from '@asa/domain';
import { api, ApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';

interface Form {
  name: string;
  ip: string;
  rconPort: string;
  rconPassword: string;
  maxPlayers: string;
  sortingIndex: string;
  serverGroup: string;
}

/** Add / edit a server; the stored password shows as the mask, and Test RCON waits for a real password. */
export function ServerDialog(p: { botId: number; server: Server | null; onClose(): void; onSaved(): void }) {
  const toast = useToast();
  const [show, setShow] = useState(false);
  const [testing, setTesting] = useState(false);
  const s = p.server;
  const { register, handleSubmit, watch, setError, formState } = useForm<Form>({
    defaultValues: {
      name: s?.name ?? '',
      ip: s?.ip ?? '',
      rconPort: String(s?.rconPort ?? 27020),
      rconPassword: s ? s.rconPassword : '',
      maxPlayers: String(s?.maxPlayers ?? 100),
      sortingIndex: String(s?.sortingIndex ?? 0),
      serverGroup: s?.serverGroup ?? '',
    },
  });
  const toInput = (f: Form): ServerInput =>
    ({
      ...(s ?? {}),
      botId: p.botId,
      name: f.name,
      ip: f.ip.trim(),
      rconPort: toInt(f.rconPort),
      rconPassword: f.rconPassword,
      maxPlayers: toInt(f.maxPlayers),
      sortingIndex: toInt(f.sortingIndex),
      serverGroup: f.serverGroup,
    }) as ServerInput;
  const check = (f: Form) => {
    const r = serverInputSchema.safeParse(toInput(f));
    if (r.success) return r.data;
    for (const issue of r.error.issues)
      setError(String(issue.path[0]) as keyof Form, { message: issue.message });
    return null;
  };
  const save = handleSubmit(async (f) => {
    const input = check(f);
    if (!input) return;
    try {
      await api(s ? 'PUT' : 'POST', '/api/server', { server: input });
      toast({ severity: 'success', message: s ? 'Server saved.' : 'Server added.' });
      p.onSaved();
    } catch (e) {
      if (e instanceof ApiError)
        for (const [k, m] of Object.entries(e.fields)) setError(k as keyof Form, { message: m });
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
  });
  const test = handleSubmit(async (f) => {
    setTesting(true);
    try {
      const r = await api<{ success: boolean; message: string }>('POST', '/api/rcon/test', {
        host: f.ip.trim(),
        port: toInt(f.rconPort),
        password: f.rconPassword,
        ...(s ? { serverId: s.id } : {}),
      });
      if (r.success)
        toast({ severity: 'success', title: messages.rconSuccessTitle, message: messages.rconSuccess });
      else toast({ severity: 'error', title: 'Error', message: r.message || messages.rconUnknownError });
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    } finally {
      setTesting(false);
    }
  });
  const err = (k: keyof Form) => ({ error: !!formState.errors[k], helperText: formState.errors[k]?.message });
  const masked = watch('rconPassword') === MASKED_PASSWORD;
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="server-title">
      <DialogTitle id="server-title">{s ? 'Edit server' : 'Add server'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Name" {...register('name')} {...err('name')} />
          <TextField label="Host/IP" {...register('ip')} {...err('ip')} />
          <TextField label="RCON Port" type="number" {...register('rconPort')} {...err('rconPort')} />
          <TextField
            label="RCON Password"
            type={show ? 'text' : 'password'}
            {...register('rconPassword')}
            {...err('rconPassword')}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={show ? 'Hide password' : 'Show password'}
                      onClick={() => setShow(!show)}
                      edge="end"
                    >
                      {show ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField label="Max Players" type="number" {...register('maxPlayers')} {...err('maxPlayers')} />
          <TextField
            label="Sorting Index"
            type="number"
            {...register('sortingIndex')}
            {...err('sortingIndex')}
          />
          <TextField label="Tag" {...register('serverGroup')} {...err('serverGroup')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={test}
          disabled={masked || testing}
          title={masked ? 'Enter the RCON password to test' : undefined}
        >
          Test RCON
        </Button>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={formState.isSubmitting}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
