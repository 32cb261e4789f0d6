import { Controller } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { couponBodySchema, type CouponBodyInput } from '@asa/domain';
import { FormDialog } from '../../components/form/form-dialog';
import { IntField } from '../../components/form/int-field';
import { SwitchField } from '../../components/form/switch-field';
import { useZodForm } from '../../lib/form';

/** New coupon (scope: all kits; chosen kits, ranks and validity dates through the API for now). */
export function CouponDialog(p: { busy: boolean; onSave(body: CouponBodyInput): void; onClose(): void }) {
  const { control, register, handleSubmit, formState } = useZodForm(couponBodySchema, {
    code: '',
    kind: 'percent',
    amount: 10,
    scope: 'all',
    maxUses: 0,
    maxUsesPerPlayer: 0,
    minPrice: 0,
    creatorTag: '',
    stackable: false,
    firstPurchaseOnly: false,
  });
  const err = formState.errors;
  const int = (
    name: 'amount' | 'maxUses' | 'maxUsesPerPlayer' | 'minPrice',
    label: string,
    help?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <IntField
          label={label}
          value={field.value ?? 0}
          onChange={field.onChange}
          error={fieldState.error?.message}
          helperText={help}
        />
      )}
    />
  );
  return (
    <FormDialog
      id="coupon-form"
      title="New coupon"
      onClose={p.onClose}
      onSubmit={handleSubmit((b) => p.onSave(b))}
      busy={p.busy}
      submitLabel="Save"
    >
      <TextField
        label="Code"
        {...register('code')}
        error={!!err.code}
        helperText={err.code?.message ?? 'Players type it in any case.'}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <TextField select label="Discount" {...field}>
            <MenuItem value="percent">Percent off</MenuItem>
            <MenuItem value="fixed">Credits off</MenuItem>
          </TextField>
        )}
      />
      {int('amount', 'Amount')}
      {int('maxUses', 'Total uses', '0 = unlimited')}
      {int('maxUsesPerPlayer', 'Uses per player', '0 = unlimited')}
      {int('minPrice', 'Minimum kit price')}
      <TextField
        label="Creator tag"
        {...register('creatorTag')}
        error={!!err.creatorTag}
        helperText={err.creatorTag?.message ?? "Optional: whose code it is (a streamer's name)."}
      />
      <Controller
        control={control}
        name="stackable"
        render={({ field }) => (
          <SwitchField
            label="Adds to shop-rank discounts (otherwise the better discount counts)"
            checked={!!field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="firstPurchaseOnly"
        render={({ field }) => (
          <SwitchField label="First purchase only" checked={!!field.value} onChange={field.onChange} />
        )}
      />
    </FormDialog>
  );
}
