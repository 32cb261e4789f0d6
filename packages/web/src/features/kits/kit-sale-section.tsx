import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { resetCycleLabels, resetCycles, type ResetCycle } from '@asa/domain';
import { DateTimeField } from '../../components/form/date-time-field';
import type { KitFormProps } from './kit-form-props';
import { KitNumber } from './kit-fields';

/**
 * Timed sale (percent off between two instants, either end open) and stock (units per reset cycle, empty =
 * no limit): docs/promotions.md. Loaded with the editor, not with the kits list.
 */
export function KitSaleSection(p: KitFormProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Sale
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KitNumber {...p} field="salePercent" label="Sale percent off" helper="0 = no sale" />
        <DateTimeField
          label="Sale starts"
          value={p.k.saleFrom}
          disabled={p.disabled}
          onChange={(v) => p.set({ saleFrom: v })}
          error={p.errors.saleFrom}
          helperText="Empty: now."
        />
        <DateTimeField
          label="Sale ends"
          value={p.k.saleTo}
          disabled={p.disabled}
          onChange={(v) => p.set({ saleTo: v })}
          error={p.errors.saleTo}
          helperText="Empty: no end."
        />
      </Stack>
      <Typography variant="h6" component="h2">
        Stock
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KitNumber {...p} field="stock" label="Stock" helper="Units for sale; empty = no limit" />
        <TextField
          select
          label="Stock resets"
          value={p.k.stockReset ?? 'never'}
          disabled={p.disabled || p.k.stock.trim() === ''}
          onChange={(e) => p.set({ stockReset: e.target.value as ResetCycle })}
          error={!!p.errors.stockReset}
          helperText={p.errors.stockReset ?? 'When the stock is full again'}
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
