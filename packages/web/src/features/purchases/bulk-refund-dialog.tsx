import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import {
  messages,
  purchaseRefundManyFormSchema,
  type PurchaseRefundManyResult,
  type PurchaseView,
} from '@asa/domain';
import { fieldProps, useZodForm } from '../../lib/form';
import { useToast } from '../../lib/toast';
import { apiErrorMessage } from '../../lib/api-errors';
import { useCommonT } from '../../lib/common-texts';
import { FormDialog } from '../../components/form/form-dialog';
import { usePurchasesT } from './texts';
import { useRefundMany } from './use-purchases';

/**
 * Full refunds of the orders selected on the Purchases screen (issue 36) with one reason; each is refunded
 * on its own (one refused does not stop the others). Then the summary: how many were refunded, and each
 * refused one with why (already refunded, being delivered, ...).
 */
export function BulkRefundDialog(p: {
  botId: number;
  /** The selected orders (as listed: for their names in the summary). */
  selected: PurchaseView[];
  onDone(): void;
  onClose(): void;
}) {
  const t = usePurchasesT();
  const c = useCommonT();
  const toast = useToast();
  const refund = useRefundMany(p.botId);
  // the orders as selected when the dialog opened (the page's selection is cleared once they are refunded)
  const [orders] = useState(p.selected);
  const [result, setResult] = useState<PurchaseRefundManyResult | null>(null);
  const form = useZodForm(purchaseRefundManyFormSchema, { reason: '' });
  const field = fieldProps(form, refund.isPending);
  const name = (id: number) => {
    const o = orders.find((s) => s.id === id);
    return o ? t('bulkRefund.order', { id, kit: o.kitName, player: o.playerName }) : `#${id}`;
  };
  if (result)
    return (
      <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="bulk-refund-result-title">
        <DialogTitle id="bulk-refund-result-title">{t('bulkRefund.resultTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity={result.refused.length ? 'warning' : 'success'} role="status">
            {t('bulkRefund.result', { refunded: result.refunded.length, refused: result.refused.length })}
          </Alert>
          {result.refused.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {t('bulkRefund.refusedTitle')}
              </Typography>
              <List dense aria-label={t('bulkRefund.refusedTitle')}>
                {result.refused.map((r) => (
                  <ListItem key={r.purchaseId} disableGutters>
                    <ListItemText primary={name(r.purchaseId)} secondary={r.message} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={p.onClose}>
            {c('close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <FormDialog
      id="bulk-refund-form"
      title={t('bulkRefund.title', { count: orders.length })}
      onClose={p.onClose}
      busy={refund.isPending}
      submitLabel={t('bulkRefund.confirm', { count: orders.length })}
      submitDisabled={refund.isPending || !orders.length}
      onSubmit={form.handleSubmit((v) =>
        refund.mutate(
          { purchaseIds: orders.map((s) => s.id), reason: v.reason },
          {
            onSuccess: (r) => {
              setResult(r);
              p.onDone();
            },
            onError: (e) =>
              toast({ severity: 'error', title: messages.errorTitle, message: apiErrorMessage(e) }),
          },
        ),
      )}
    >
      <Typography>{t('bulkRefund.text', { count: orders.length })}</Typography>
      <TextField {...field('reason', t('refund.reason'))} required multiline minRows={2} />
    </FormDialog>
  );
}
