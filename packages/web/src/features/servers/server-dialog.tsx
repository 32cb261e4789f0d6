import { Button, TextField } from '@mui/material';
import {
  DEFAULT_MAX_PLAYERS,
  MASKED_PASSWORD,
  serverFormSchema,
  type Server,
  type ServerInput,
} from '@asa/domain';
import { api, data } from '../../lib/api';
import { fieldProps, useSaveEntity, useZodForm } from '../../lib/form';
import { FormDialog } from '../../components/form/form-dialog';
import { PasswordField } from './password-field';
import { useRconTest } from './use-rcon-test';
import { useServersT } from './texts';

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
  const t = useServersT();
  const s = p.server;
  const form = useZodForm(
    serverFormSchema,
    s
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
  );
  const { handleSubmit, watch, trigger, getValues } = form;
  const save = useSaveEntity({
    save: (server: ServerInput) => data((s ? api.PUT : api.POST)('/api/server', { body: { server } })),
    done: t(s ? 'saved' : 'added'),
    onSaved: p.onSaved,
    form,
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
  const masked = watch('rconPassword') === MASKED_PASSWORD;
  const ro = !p.canEdit;
  const field = fieldProps(form, ro);
  return (
    <FormDialog
      id="server-form"
      title={t(s ? 'edit' : 'add')}
      onClose={p.onClose}
      onSubmit={handleSubmit((v) => save.mutate(v))}
      submitDisabled={ro || save.isPending}
      actions={
        <Button
          onClick={test}
          disabled={ro || masked || rcon.testing}
          title={masked ? t('enterPassword') : undefined}
        >
          {t('testRcon')}
        </Button>
      }
    >
      <TextField {...field('name', t('name'))} />
      <TextField {...field('ip', t('hostIp'))} />
      <TextField {...field('rconPort', t('rconPort'), 'int')} />
      <PasswordField {...field('rconPassword', t('rconPassword'))} />
      <TextField {...field('maxPlayers', t('maxPlayers'), 'int')} />
      <TextField {...field('sortingIndex', t('sortingIndex'), 'int')} />
      <TextField {...field('serverGroup', t('tag'))} />
    </FormDialog>
  );
}
