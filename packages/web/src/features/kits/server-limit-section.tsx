import { Stack, Typography } from '@mui/material';
import type { Server } from '@asa/domain';
import type { KitFormProps } from './kit-form-props';
import { LimitSwitch } from './limit-switch';
import { MultiSelect } from '../../components/form/multi-select';

/** Server limit: the kit can only be claimed on the chosen servers and on servers with the chosen tags. */
export function ServerLimitSection(p: KitFormProps & { servers: Server[] }) {
  const off = p.disabled || !p.k.useServerLimit;
  const chosenGroups = p.k.serverGroups ?? [];
  const groups = [...new Set([...p.servers.map((s) => s.serverGroup).filter(Boolean), ...chosenGroups])];
  return (
    <Stack spacing={1}>
      <LimitSwitch {...p} field="useServerLimit" label="Server limit" />
      <Typography variant="body2" color="text.secondary">
        The kit can only be claimed on the selected servers and on every server with a selected tag.
      </Typography>
      <MultiSelect
        label="Servers"
        empty="No servers"
        value={p.k.serverIds ?? []}
        options={p.servers.map((s) => ({ value: s.id, label: s.name }))}
        disabled={off}
        error={p.errors.serverIds}
        onChange={(ids) => p.set({ serverIds: ids.map(Number) })}
      />
      <MultiSelect
        label="Server groups"
        empty="No server groups"
        value={chosenGroups}
        options={groups.map((g) => ({ value: g, label: g }))}
        disabled={off}
        error={p.errors.serverGroups}
        helperText="Server groups are the servers' tags"
        onChange={(g) => p.set({ serverGroups: g })}
      />
    </Stack>
  );
}
