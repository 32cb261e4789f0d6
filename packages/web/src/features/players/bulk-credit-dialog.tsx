import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { z } from 'zod';
import { listQueryMessages, messages, type BulkCreditResult, type ShopRank } from '@asa/domain';
import { api, data } from '../../lib/api';
import { fieldProps, useSaveEntity, useZodForm } from '../../lib/form';
import { useToast } from '../../lib/toast';
import { formatNumber } from '../../lib/format';
import { FormDialog } from '../../components/form/form-dialog';
import { usePlayersT } from './texts';
import { useCommonT } from '../../lib/common-texts';

const formSchema = z
  .object({
    mode: z.enum(['selected', 'rank']),
    rankId: z.string(),
    amount: z
      .number({ error: messages.creditsNumber })
      .int({ error: messages.creditsWhole })
      .refine((v) => v !== 0, messages.creditChangeZero),
    reason: z.string().trim().min(1, listQueryMessages.reasonRequired).max(500, messages.reasonMax),
  })
  .refine((v) => v.mode === 'selected' || v.rankId !== '', {
    message: listQueryMessages.bulkTarget,
    path: ['rankId'],
  });
type Values = z.infer<typeof formSchema>;

const newKey = () => `bulk-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Grant (positive amount) or take (negative) credits for the selected players or everyone holding a shop
 * rank: Preview asks the server what would happen ("N players, total X credits"); Apply sends the same
 * change once (one idempotency key per dialog, so a repeated click or a retry after a lost answer does not
 * apply twice).
 */
export function BulkCreditDialog(p: {
  botId: number;
  selected: number[];
  ranks: ShopRank[];
  defaultRank?: string;
  onClose(): void;
  onDone(): void;
}) {
  const toast = useToast();
  const t = usePlayersT();
  const c = useCommonT();
  const [key] = useState(newKey);
  const form = useZodForm(formSchema, {
    mode: p.selected.length ? 'selected' : 'rank',
    rankId: p.defaultRank ?? '',
    reason: '',
  } as Partial<Values>);
  const values = useWatch({ control: form.control }) as Values;
  const [preview, setPreview] = useState<{ of: string; result: BulkCreditResult } | null>(null);
  const body = (v: Values) => ({
    botId: p.botId,
    target: v.mode === 'selected' ? { playerIds: p.selected } : { rankId: Number(v.rankId) },
    amount: v.amount,
  });
  const of = JSON.stringify([values.mode, values.rankId, values.amount]);
  const previewed = preview?.of === of ? preview.result : null;
  const ask = form.handleSubmit(async (v) => {
    try {
      const result = await data(api.POST('/api/player/bulk-credits/preview', { body: body(v) }));
      setPreview({ of: JSON.stringify([v.mode, v.rankId, v.amount]), result });
    } catch (e) {
      toast({ severity: 'error', title: c('error'), message: (e as Error).message });
    }
  });
  const apply = useSaveEntity({
    save: (v: Values) =>
      data(
        api.POST('/api/player/bulk-credits', {
          body: { ...body(v), reason: v.reason, idempotencyKey: key },
        }),
      ),
    done: (v) => (v.amount > 0 ? t('bulk.granted') : t('bulk.taken')),
    onSaved: p.onDone,
    form,
  });
  const field = fieldProps(form, apply.isPending);
  return (
    <FormDialog
      id="bulk-credit-form"
      title={t('bulk.title')}
      onClose={p.onClose}
      busy={apply.isPending}
      submitLabel={previewed ? t('bulk.apply') : t('bulk.preview')}
      submitDisabled={apply.isPending}
      onSubmit={(e) => {
        if (previewed) void form.handleSubmit((v) => apply.mutate(v))(e);
        else void ask(e);
      }}
    >
      <Controller
        control={form.control}
        name="mode"
        render={({ field: f }) => (
          <RadioGroup {...f} aria-label={t('bulk.players')}>
            <FormControlLabel
              value="selected"
              disabled={!p.selected.length}
              control={<Radio />}
              label={t('bulk.selected', { count: p.selected.length })}
            />
            <FormControlLabel value="rank" control={<Radio />} label={t('bulk.rankHolders')} />
          </RadioGroup>
        )}
      />
      {values.mode === 'rank' && (
        <Controller
          control={form.control}
          name="rankId"
          render={({ field: f, fieldState }) => (
            <TextField
              {...f}
              select
              label={t('bulk.rank')}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {p.ranks.map((r) => (
                <MenuItem key={r.id} value={String(r.id)}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <TextField
        {...field('amount', t('bulk.amount'), 'int')}
        helperText={form.formState.errors.amount?.message ?? t('bulk.amountHelp')}
      />
      <TextField {...field('reason', t('bulk.reason'))} required />
      {previewed && (
        <Alert severity="info" role="status">
          {t('bulk.result', { players: previewed.players, total: formatNumber(previewed.total) })}
        </Alert>
      )}
    </FormDialog>
  );
}
