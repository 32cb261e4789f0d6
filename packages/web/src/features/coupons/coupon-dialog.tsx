import { Controller, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { couponBodySchema, type CouponBodyInput, type CouponView } from '@asa/domain';
import { DateTimeField } from '../../components/form/date-time-field';
import { FormDialog } from '../../components/form/form-dialog';
import { IntField } from '../../components/form/int-field';
import { MultiSelect } from '../../components/form/multi-select';
import { SwitchField } from '../../components/form/switch-field';
import { useZodForm } from '../../lib/form';
import { kitsQuery, ranksQuery } from '../../lib/instance-lists';
import { useCouponsT } from './texts';

/**
 * New coupon, or an existing one edited (`coupon`: its values filled in; uses stay): every field of the coupon schema (scope all kits / chosen kits / holders of chosen shop ranks,
 * validity in the browser's time zone, limits, first purchase, minimum price, stackable, creator tag); the
 * messages under the fields are the domain's. Loaded when opened.
 */
export function CouponDialog(p: {
  botId: number;
  coupon?: CouponView | null;
  busy: boolean;
  onSave(body: CouponBodyInput): void;
  onClose(): void;
}) {
  const t = useCouponsT();
  const kits = useQuery(kitsQuery(p.botId)).data ?? [];
  const ranks = useQuery(ranksQuery(p.botId)).data ?? [];
  const c = p.coupon;
  const { control, register, handleSubmit, formState } = useZodForm(
    couponBodySchema,
    c
      ? {
          code: c.code,
          kind: c.kind,
          amount: c.amount,
          scope: c.scope,
          maxUses: c.maxUses,
          maxUsesPerPlayer: c.maxUsesPerPlayer,
          minPrice: c.minPrice,
          creatorTag: c.creatorTag,
          stackable: c.stackable,
          firstPurchaseOnly: c.firstPurchaseOnly,
          kitIds: c.kitIds,
          rankIds: c.rankIds,
          validFrom: c.validFrom,
          validTo: c.validTo,
        }
      : {
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
        },
  );
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
      title={c ? t('form.editTitle', { code: c.code }) : t('form.title')}
      onClose={p.onClose}
      onSubmit={handleSubmit((b) => p.onSave(b))}
      busy={p.busy}
      submitLabel={t('form.save')}
    >
      <TextField
        label={t('form.code')}
        {...register('code')}
        error={!!err.code}
        helperText={err.code?.message ?? t('form.codeHelp')}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <TextField select label={t('form.kind')} {...field}>
            <MenuItem value="percent">{t('form.percent')}</MenuItem>
            <MenuItem value="fixed">{t('form.fixed')}</MenuItem>
          </TextField>
        )}
      />
      {int('amount', t('form.amount'))}
      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <TextField select label={t('form.scope')} {...field}>
            <MenuItem value="all">{t('form.scopeAll')}</MenuItem>
            <MenuItem value="kits">{t('form.scopeKits')}</MenuItem>
            <MenuItem value="ranks">{t('form.scopeRanks')}</MenuItem>
          </TextField>
        )}
      />
      {scope === 'kits' && (
        <Controller
          control={control}
          name="kitIds"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t('form.kits')}
              value={field.value ?? []}
              options={kits.map((k) => ({ value: k.id, label: k.name }))}
              onChange={field.onChange}
              error={fieldState.error?.message}
              empty={t('form.noKit')}
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
              label={t('form.ranks')}
              value={field.value ?? []}
              options={ranks.map((r) => ({ value: r.id, label: r.name }))}
              onChange={field.onChange}
              error={fieldState.error?.message}
              empty={t('form.noRank')}
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
              label={name === 'validFrom' ? t('form.validFrom') : t('form.validTo')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              helperText={name === 'validFrom' ? t('form.fromNow') : t('form.noEnd')}
            />
          )}
        />
      ))}
      {int('maxUses', t('form.maxUses'), t('form.zeroUnlimited'))}
      {int('maxUsesPerPlayer', t('form.perPlayer'), t('form.zeroUnlimited'))}
      {int('minPrice', t('form.minPrice'))}
      <TextField
        label={t('form.creatorTag')}
        {...register('creatorTag')}
        error={!!err.creatorTag}
        helperText={err.creatorTag?.message ?? t('form.creatorHelp')}
      />
      <Controller
        control={control}
        name="stackable"
        render={({ field }) => (
          <SwitchField label={t('form.stackable')} checked={!!field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="firstPurchaseOnly"
        render={({ field }) => (
          <SwitchField label={t('form.firstPurchase')} checked={!!field.value} onChange={field.onChange} />
        )}
      />
    </FormDialog>
  );
}
