import { Alert, TextField, Typography } from '@mui/material';
import { purchaseRefundFormSchema, type PurchaseRefundForm, type PurchaseView } from '@asa/domain';
import { api, data } from '../../lib/api';
import { fieldProps, useSaveEntity, useZodForm } from '../../lib/form';
import { formatNumber } from '../../lib/format';
import { FormDialog } from '../../components/form/form-dialog';
import { paidPhrase } from './purchase-format';
import { usePurchasesT } from './texts';
import { useAfterAction } from './use-purchases';

/**
 * An owner's refund of one order (issue 36): the credits to give back (empty: everything that was paid; less
 * for a partial refund; a voucher redemption gives back its voucher) and the reason, which the player's
 * credit history shows. Once per order; the coupon use, the stock unit and the buy-limit count go back too.
 */
export function RefundDialog(p: {
  botId: number;
  purchase: PurchaseView;
  onDone(p: PurchaseView): void;
  onClose(): void;
}) {
  const t = usePurchasesT();
  const pu = p.purchase;
  const after = useAfterAction(p.botId);
  const form = useZodForm(purchaseRefundFormSchema, { reason: '' } as Partial<PurchaseRefundForm>);
  const save = useSaveEntity({
    save: (v: PurchaseRefundForm) =>
      data(
        api.POST('/api/purchase/refund', {
          body: { purchaseId: pu.id, amount: v.amount ?? null, reason: v.reason },
        }),
      ),
    done: t('refund.saved', { kit: pu.kitName, player: pu.playerName }),
    onSaved: async (r) => {
      await after();
      p.onDone(r);
    },
    form,
  });
  const field = fieldProps(form, save.isPending);
  const amount = field('amount', t('refund.amount'), 'int');
  const notDelivered = pu.status === 'queued' || pu.status === 'waiting';
  return (
    <FormDialog
      id="refund-form"
      title={t('refund.title', { id: pu.id })}
      onClose={p.onClose}
      busy={save.isPending}
      submitLabel={t('refund.confirm')}
      submitDisabled={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Typography>
        {t('refund.text', {
          player: pu.gift ? pu.gift.fromName : pu.playerName,
          paid: paidPhrase(t, pu),
        })}
      </Typography>
      {notDelivered && <Alert severity="info">{t('refund.notDelivered')}</Alert>}
      {pu.status === 'delivered' && <Alert severity="warning">{t('refund.delivered')}</Alert>}
      {!pu.usedVoucher && (
        <TextField
          {...amount}
          slotProps={{ htmlInput: { min: 1, max: pu.price } }}
          helperText={amount.helperText ?? t('refund.amountHelp', { price: formatNumber(pu.price) })}
        />
      )}
      <TextField {...field('reason', t('refund.reason'))} required multiline minRows={2} />
      {form.formState.errors.root?.server && (
        <Alert severity="error">{form.formState.errors.root.server.message}</Alert>
      )}
    </FormDialog>
  );
}
