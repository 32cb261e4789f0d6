import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import {
  DEFAULT_MAX_PLAYERS,
  MASKED_PASSWORD,
  serverFormSchema,
  type Server,
  type ServerInput,
} from '@asa/domain';
import { api, data } from '../../lib/api';
import { fieldError, intField, serverFieldErrors, useSaveEntity } from '../../components/form/entity-form';
import { PasswordField } from './password-field';
import { useRconTest } from './use-rcon-test';

/**
 * Add / edit a server. The stored password shows as the mask (sending it back keeps the stored one) and
 * Test RCON stays disabled until a real password is typed.
 */
export function ServerDialog(p: {
  botId: number;
  server: Server | null;
  nextIndex: number;
  canEdit: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const rcon = useRconTest();
  const s = p.server;
  const form = useForm({
    resolver: zodResolver(serverFormSchema),
    defaultValues: s
      ? { ...s }
      : {
          botId: p.botId,
          name: '',
          ip: '',
          rconPort: 27020,
          rconPassword: '',
          maxPlayers: DEFAULT_MAX_PLAYERS,
          sortingIndex: p.nextIndex,
          serverGroup: '',
        },
  });
  const { register, handleSubmit, watch, setError, trigger, getValues, formState } = form;
  const save = useSaveEntity({
    save: (server: ServerInput) => data((s ? api.PUT : api.POST)('/api/server', { body: { server } })),
    done: s ? 'Server saved.' : 'Server added.',
    onSaved: p.onSaved,
    onFields: serverFieldErrors(setError),
  });
  const test = async () => {
    if (!(await trigger(['ip', 'rconPort', 'rconPassword']))) return;
    const v = getValues();
    await rcon.test({
      botId: p.botId,
      host: v.ip.trim(),
      port: Number(v.rconPort),
      password: v.rconPassword,
      ...(s ? { serverId: s.id } : {}),
    });
  };
  const err = fieldError(formState.errors);
  const num = intField;
  const masked = watch('rconPassword') === MASKED_PASSWORD;
  const ro = !p.canEdit;
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="server-title">
      <DialogTitle id="server-title">{s ? 'Edit server' : 'Add server'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="server-form"
          noValidate
          spacing={2}
          sx={{ mt: 1 }}
          onSubmit={handleSubmit((v) => save.mutate(v))}
        >
          <TextField label="Name" disabled={ro} {...register('name')} {...err('name')} />
          <TextField label="Host/IP" disabled={ro} {...register('ip')} {...err('ip')} />
          <TextField
            label="RCON Port"
            type="number"
            disabled={ro}
            {...register('rconPort', num)}
            {...err('rconPort')}
          />
          <PasswordField
            label="RCON Password"
            disabled={ro}
            {...register('rconPassword')}
            {...err('rconPassword')}
          />
          <TextField
            label="Max Players"
            type="number"
            disabled={ro}
            {...register('maxPlayers', num)}
            {...err('maxPlayers')}
          />
          <TextField
            label="Sorting Index"
            type="number"
            disabled={ro}
            {...register('sortingIndex', num)}
            {...err('sortingIndex')}
          />
          <TextField label="Tag" disabled={ro} {...register('serverGroup')} {...err('serverGroup')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={test}
          disabled={ro || masked || rcon.testing}
          title={masked ? 'Enter the RCON password to test the connection' : undefined}
        >
          Test RCON
        </Button>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" type="submit" form="server-form" disabled={ro || save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
