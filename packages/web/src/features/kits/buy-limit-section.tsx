import { MenuItem, Stack, TextField } from '@mui/material';
import { resetCycles, type ResetCycle } from '@asa/domain';
import type { KitFormProps } from './kit-form-props';
import { KitNumber } from './kit-fields';
import { LimitSwitch } from './limit-switch';
import { useKitEditorT } from './editor-texts';

/** Buy limit: on/off, maximum buys per player and the reset cycle (shown when buy limits are on). */
export function BuyLimitSection(p: KitFormProps) {
  const t = useKitEditorT();
  const off = p.disabled || !p.k.useBuyLimit;
  return (
    <Stack spacing={1}>
      <LimitSwitch {...p} field="useBuyLimit" label={t('buyLimit')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KitNumber {...p} disabled={off} field="maxBuys" label={t('maxBuys')} helper={t('maxBuysHelp')} />
        <TextField
          select
          label={t('reset')}
          value={p.k.resetAt ?? 'never'}
          disabled={off}
          onChange={(e) => p.set({ resetAt: e.target.value as ResetCycle })}
          error={!!p.errors.resetAt}
          helperText={p.errors.resetAt ?? t('resetHelp')}
          sx={{ minWidth: 180 }}
        >
          {resetCycles.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`reset.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
