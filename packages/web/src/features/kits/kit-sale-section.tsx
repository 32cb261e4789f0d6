import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { resetCycles, type ResetCycle } from '@asa/domain';
import { DateTimeField } from '../../components/form/date-time-field';
import type { KitFormProps } from './kit-form-props';
import { KitNumber } from './kit-fields';
import { useKitEditorT } from './editor-texts';

/**
 * Timed sale (percent off between two instants, either end open) and stock (units per reset cycle, empty =
 * no limit): docs/promotions.md. Loaded with the editor, not with the kits list.
 */
export function KitSaleSection(p: KitFormProps) {
  const t = useKitEditorT();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('sale')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KitNumber {...p} field="salePercent" label={t('salePercent')} helper={t('salePercentHelp')} />
        <DateTimeField
          label={t('saleFrom')}
          value={p.k.saleFrom}
          disabled={p.disabled}
          onChange={(v) => p.set({ saleFrom: v })}
          error={p.errors.saleFrom}
          helperText={t('saleFromHelp')}
        />
        <DateTimeField
          label={t('saleTo')}
          value={p.k.saleTo}
          disabled={p.disabled}
          onChange={(v) => p.set({ saleTo: v })}
          error={p.errors.saleTo}
          helperText={t('saleToHelp')}
        />
      </Stack>
      <Typography variant="h6" component="h2">
        {t('stock')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KitNumber {...p} field="stock" label={t('stock')} helper={t('stockHelp')} />
        <TextField
          select
          label={t('stockReset')}
          value={p.k.stockReset ?? 'never'}
          disabled={p.disabled || p.k.stock.trim() === ''}
          onChange={(e) => p.set({ stockReset: e.target.value as ResetCycle })}
          error={!!p.errors.stockReset}
          helperText={p.errors.stockReset ?? t('stockResetHelp')}
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
