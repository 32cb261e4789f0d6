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
const credits = (n: number) => `${formatNumber(n)} credits`;

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
      toast({ severity: 'error', title: messages.errorTitle, message: (e as Error).message });
    }
  });
  const apply = useSaveEntity({
    save: (v: Values) =>
      data(
        api.POST('/api/player/bulk-credits', {
          body: { ...body(v), reason: v.reason, idempotencyKey: key },
        }),
      ),
    done: (v) => (v.amount > 0 ? 'Credits granted.' : 'Credits taken.'),
    onSaved: p.onDone,
    form,
  });
  const field = fieldProps(form, apply.isPending);
  return (
    <FormDialog
      id="bulk-credit-form"
      title="Grant or take credits"
      onClose={p.onClose}
      busy={apply.isPending}
      submitLabel={previewed ? 'Apply' : 'Preview'}
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
          <RadioGroup {...f} aria-label="Players">
            <FormControlLabel
              value="selected"
              disabled={!p.selected.length}
              control={<Radio />}
              label={`The selected players (${p.selected.length})`}
            />
            <FormControlLabel value="rank" control={<Radio />} label="Everyone holding a shop rank" />
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
              label="Shop rank"
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
        {...field('amount', 'Credits (negative takes)', 'int')}
        helperText={form.formState.errors.amount?.message ?? 'A take never takes more than a balance holds.'}
      />
      <TextField {...field('reason', 'Reason')} required />
      {previewed && (
        <Alert severity="info" role="status">
          {previewed.players} {previewed.players === 1 ? 'player' : 'players'}, total{' '}
          {credits(previewed.total)}
        </Alert>
      )}
    </FormDialog>
  );
}
