import { Stack } from '@mui/material';
import type { ShopRank } from '@asa/domain';
import { RoleSelect } from '../../components/role-select';
import type { KitFormProps } from './kit-form-props';
import { LimitSwitch } from './limit-switch';
import { RankSelect } from './rank-select';
import { useKitEditorT } from './editor-texts';

/** Role limit: a required shop rank and/or a required Discord role. */
export function RoleLimitSection(p: KitFormProps & { ranks: ShopRank[] }) {
  const t = useKitEditorT();
  const off = p.disabled || !p.k.useRoleLimit;
  return (
    <Stack spacing={0}>
      <LimitSwitch {...p} field="useRoleLimit" label={t('roleLimit')} />
      <RankSelect
        label={t('requiredRank')}
        value={p.k.requiredRole ?? null}
        ranks={p.ranks}
        disabled={off}
        error={p.errors.requiredRole}
        onChange={(id) => p.set({ requiredRole: id })}
      />
      <RoleSelect
        label={t('requiredRole')}
        value={p.k.requiredDiscordRoleId ?? ''}
        disabled={off}
        helperText={p.errors.requiredDiscordRoleId}
        onChange={(id) => p.set({ requiredDiscordRoleId: id })}
      />
    </Stack>
  );
}
