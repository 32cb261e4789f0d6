import { Stack } from '@mui/material';
import type { ShopRank } from '@asa/domain';
import { RoleSelect } from '../../components/role-select';
import type { KitFormProps } from './kit-form-props';
import { LimitSwitch } from './limit-switch';
import { RankSelect } from './rank-select';

/** Role limit: a required shop rank and/or a required Discord role. */
export function RoleLimitSection(p: KitFormProps & { ranks: ShopRank[] }) {
  const off = p.disabled || !p.k.useRoleLimit;
  return (
    <Stack spacing={0}>
      <LimitSwitch {...p} field="useRoleLimit" label="Role/Rank limit" />
      <RankSelect
        label="Required shop rank"
        value={p.k.requiredRole ?? null}
        ranks={p.ranks}
        disabled={off}
        error={p.errors.requiredRole}
        onChange={(id) => p.set({ requiredRole: id })}
      />
      <RoleSelect
        label="Required Discord role"
        value={p.k.requiredDiscordRoleId ?? ''}
        disabled={off}
        helperText={p.errors.requiredDiscordRoleId}
        onChange={(id) => p.set({ requiredDiscordRoleId: id })}
      />
    </Stack>
  );
}
