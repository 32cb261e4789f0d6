import { Controller, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { couponBodySchema, type CouponBodyInput } from '@asa/domain';
import { DateTimeField } from '../../components/form/date-time-field';
import { FormDialog } from '../../components/form/form-dialog';
import { IntField } from '../../components/form/int-field';
import { MultiSelect } from '../../components/form/multi-select';
import { SwitchField } from '../../components/form/switch-field';
import { useZodForm } from '../../lib/form';
import { kitsQuery, ranksQuery } from '../../lib/instance-lists';

/**
 * New coupon: every field of the coupon schema (scope all kits / chosen kits / holders of chosen shop ranks,
 * validity in the browser's time zone, limits, first purchase, minimum price, stackable, creator tag); the
 * messages under the fields are the domain's. Loaded when opened.
 */
export function CouponDialog(p: {
  botId: number;
  busy: boolean;
  onSave(body: CouponBodyInput): void;
  onClose(): void;
}) {
  const kits = useQuery(kitsQuery(p.botId)).data ?? [];
  const ranks = useQuery(ranksQuery(p.botId)).data ?? [];
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
    kitIds: [],
    rankIds: [],
    validFrom: null,
    validTo: null,
  });
  const scope = useWatch({ control, name: 'scope' });
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
      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <TextField select label="Valid for" {...field}>
            <MenuItem value="all">All kits</MenuItem>
            <MenuItem value="kits">Chosen kits</MenuItem>
            <MenuItem value="ranks">Holders of chosen shop ranks</MenuItem>
          </TextField>
        )}
      />
      {scope === 'kits' && (
        <Controller
          control={control}
          name="kitIds"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Kits"
              value={field.value ?? []}
              options={kits.map((k) => ({ value: k.id, label: k.name }))}
              onChange={field.onChange}
              error={fieldState.error?.message}
              empty="No kit chosen"
            />
          )}
        />
      )}
      {scope === 'ranks' && (
        <Controller
          control={control}
          name="rankIds"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Shop ranks"
              value={field.value ?? []}
              options={ranks.map((r) => ({ value: r.id, label: r.name }))}
              onChange={field.onChange}
              error={fieldState.error?.message}
              empty="No shop rank chosen"
            />
          )}
        />
      )}
      {(['validFrom', 'validTo'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <DateTimeField
              label={name === 'validFrom' ? 'Valid from' : 'Valid to'}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              helperText={name === 'validFrom' ? 'Empty: from now.' : 'Empty: no end.'}
            />
          )}
        />
      ))}
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
