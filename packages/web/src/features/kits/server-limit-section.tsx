import { Stack, Typography } from '@mui/material';
import type { Server } from '@asa/domain';
import type { KitFormProps } from './kit-form-props';
import { LimitSwitch } from './limit-switch';
import { MultiSelect } from '../../components/form/multi-select';
import { useKitEditorT } from './editor-texts';

/** Server limit: the kit can only be claimed on the chosen servers and on servers with the chosen tags. */
export function ServerLimitSection(p: KitFormProps & { servers: Server[] }) {
  const t = useKitEditorT();
  const off = p.disabled || !p.k.useServerLimit;
  const chosenGroups = p.k.serverGroups ?? [];
  const groups = [...new Set([...p.servers.map((s) => s.serverGroup).filter(Boolean), ...chosenGroups])];
  return (
    <Stack spacing={1}>
      <LimitSwitch {...p} field="useServerLimit" label={t('serverLimit')} />
      <Typography variant="body2" color="text.secondary">
        {t('serverLimitHelp')}
      </Typography>
      <MultiSelect
        label={t('servers')}
        empty={t('noServers')}
        value={p.k.serverIds ?? []}
        options={p.servers.map((s) => ({ value: s.id, label: s.name }))}
        disabled={off}
        error={p.errors.serverIds}
        onChange={(ids) => p.set({ serverIds: ids.map(Number) })}
      />
      <MultiSelect
        label={t('serverGroups')}
        empty={t('noServerGroups')}
        value={chosenGroups}
        options={groups.map((g) => ({ value: g, label: g }))}
        disabled={off}
        error={p.errors.serverGroups}
        helperText={t('serverGroupsHelp')}
        onChange={(g) => p.set({ serverGroups: g })}
      />
    </Stack>
  );
}
