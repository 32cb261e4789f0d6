import { MenuItem, Stack, TextField } from '@mui/material';
import { resetCycleLabels, resetCycles, type ResetCycle } from '@asa/domain';
import type { KitFormProps } from './kit-form-props';
import { KitNumber } from './kit-fields';
import { LimitSwitch } from './limit-switch';

/** Buy limit: on/off, maximum buys per player and the reset cycle (shown when buy limits are on). */
export function BuyLimitSection(p: KitFormProps) {
  const off = p.disabled || !p.k.useBuyLimit;
  return (
    <Stack spacing={1}>
      <LimitSwitch {...p} field="useBuyLimit" label="Buy limit" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KitNumber {...p} disabled={off} field="maxBuys" label="Maximum Buys" helper="Per player" />
        <TextField
          select
          label="Reset"
          value={p.k.resetAt ?? 'never'}
          disabled={off}
          onChange={(e) => p.set({ resetAt: e.target.value as ResetCycle })}
          error={!!p.errors.resetAt}
          helperText={p.errors.resetAt ?? 'When the count starts again'}
          sx={{ minWidth: 180 }}
        >
          {resetCycles.map((r) => (
            <MenuItem key={r} value={r}>
              {resetCycleLabels[r]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
