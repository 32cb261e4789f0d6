import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { giftLine, purchaseResolutions, type PurchaseResolution, type PurchaseView } from '@asa/domain';
import { DialogLoading } from '../../components/dialog-loading';
import {
  purchaseCoupon,
  purchaseKit,
  purchasePrice,
  purchaseSource,
  refundable,
  retryable,
  when,
} from './purchase-format';
import { formatNumber } from '../../lib/format';
import { usePurchasesT } from './texts';
import { PurchaseCommands } from './purchase-commands';
import { PurchaseStatusChip } from './purchase-status-chip';
import { useResolvePurchase, useRetryPurchase } from './use-purchases';

// the confirmations load when the owner asks for them
const RetryDialog = lazy(() => import('./retry-dialog').then((m) => ({ default: m.RetryDialog })));
const ResolveDialog = lazy(() => import('./resolve-dialog').then((m) => ({ default: m.ResolveDialog })));
const RefundDialog = lazy(() => import('./refund-dialog').then((m) => ({ default: m.RefundDialog })));

/**
 * One purchase: its facts, why it waits (and until when), the delivery error, each command's progress and
 * answer, and the owner actions: Retry for failed/expired, Send again / Mark as delivered / Refund for
 * `unknown`, and "Refund…" (amount and reason) for any order not refunded yet (issue 36). Actions are shown
 * only with `canEdit` (Players_Edit, as the server checks).
 */
export function PurchaseDetailDialog(p: {
  botId: number;
  purchase: PurchaseView;
  canEdit: boolean;
  /** Open the retry confirmation at once (the Retry button of a list row). */
  retryFirst?: boolean;
  onChanged?(p: PurchaseView): void;
  onClose(): void;
}) {
  const pu = p.purchase;
  const t = usePurchasesT();
  const [askRetry, setAskRetry] = useState(!!p.retryFirst && retryable(pu));
  const [ask, setAsk] = useState<PurchaseResolution | null>(null);
  const [askRefund, setAskRefund] = useState(false);
  const retry = useRetryPurchase(p.botId, (r) => {
    setAskRetry(false);
    p.onChanged?.(r);
  });
  const resolve = useResolvePurchase(p.botId, (r) => {
    setAsk(null);
    p.onChanged?.(r);
  });
  const facts: [string, string][] = [
    [t('fact.date'), when(pu.createdAt)],
    [t('fact.player'), pu.playerName],
    ...(pu.gift
      ? ([
          [t('fact.gift'), giftLine(pu)],
          [t('fact.giftMessage'), pu.gift.message || '-'],
        ] as [string, string][])
      : []),
    [t('fact.kit'), purchaseKit(pu)],
    [t('fact.server'), pu.serverName],
    [t('fact.price'), purchasePrice(pu, t('voucher'))],
    ...(pu.couponCode ? ([[t('fact.coupon'), purchaseCoupon(t, pu)]] as [string, string][]) : []),
    [t('fact.source'), purchaseSource(t, pu)],
    [t('fact.mustBeOnline'), pu.mustBeOnline ? t('yes') : t('no')],
    [t('fact.attempts'), String(pu.attempts)],
    [t('fact.delivered'), when(pu.deliveredAt)],
    ...(pu.refund
      ? ([
          [
            t('fact.refund'),
            pu.usedVoucher
              ? t('refund.factVoucher', { by: pu.refund.by, when: when(pu.refund.at) })
              : t('refund.fact', {
                  amount: formatNumber(pu.refund.amount),
                  by: pu.refund.by,
                  when: when(pu.refund.at),
                }),
          ],
          [t('fact.refundReason'), pu.refund.reason],
        ] as [string, string][])
      : []),
  ];
  const busy = retry.isPending || resolve.isPending;
  return (
    <Dialog open onClose={p.onClose} maxWidth="md" fullWidth aria-labelledby="purchase-title">
      <DialogTitle id="purchase-title">{t('detail.title', { id: pu.id })}</DialogTitle>
      {/* focusable: the content scrolls when long, and keyboard users must be able to scroll it */}
      <DialogContent tabIndex={0} role="region" aria-label={t('detail.region', { id: pu.id })}>
        <Table size="small" aria-label={t('detail.table')}>
          <TableBody>
            {facts.map(([k, v]) => (
              <TableRow key={k}>
                <TableCell component="th" scope="row" sx={{ width: 180 }}>
                  {k}
                </TableCell>
                <TableCell>{v}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {t('fact.status')}
              </TableCell>
              <TableCell>
                <PurchaseStatusChip purchase={pu} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {pu.status === 'waiting' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="purchase-waiting">
            <AlertTitle>{pu.waitingReason || t('detail.waiting')}</AlertTitle>
            {t('detail.waitingText')}
            {pu.expiresAt && t('detail.expires', { when: when(pu.expiresAt), player: pu.playerName })}
          </Alert>
        )}
        {pu.status === 'unknown' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="purchase-unknown">
            <AlertTitle>{t('detail.unknownTitle')}</AlertTitle>
            {t('detail.unknownText')}
          </Alert>
        )}
        {pu.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="purchase-error">
            {pu.error}
          </Alert>
        )}
        <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
          {t('detail.commands')}
        </Typography>
        <PurchaseCommands commands={pu.commands} />
      </DialogContent>
      <DialogActions>
        {p.canEdit && pu.status === 'unknown' && (
          <Stack direction="row" spacing={1} sx={{ mr: 'auto', flexWrap: 'wrap' }} useFlexGap>
            {purchaseResolutions.map((a) => (
              <Button key={a} disabled={busy} onClick={() => setAsk(a)}>
                {t(`resolution.${a}`)}
              </Button>
            ))}
          </Stack>
        )}
        {p.canEdit && retryable(pu) && (
          <Button disabled={busy} onClick={() => setAskRetry(true)}>
            {t('retry')}
          </Button>
        )}
        {/* an unknown order has its own Refund (the decision) above; this one takes an amount and a reason */}
        {p.canEdit && refundable(pu) && (
          <Button disabled={busy} color="error" onClick={() => setAskRefund(true)}>
            {t('refund.open')}
          </Button>
        )}
        <Button onClick={p.onClose}>{t('detail.close')}</Button>
      </DialogActions>
      <Suspense fallback={<DialogLoading />}>
        {askRetry && (
          <RetryDialog
            purchase={pu}
            busy={retry.isPending}
            onClose={() => setAskRetry(false)}
            onConfirm={(ignoreBuyLimit) => retry.mutate({ purchaseId: pu.id, ignoreBuyLimit })}
          />
        )}
        {askRefund && (
          <RefundDialog
            botId={p.botId}
            purchase={pu}
            onClose={() => setAskRefund(false)}
            onDone={(r) => {
              setAskRefund(false);
              p.onChanged?.(r);
            }}
          />
        )}
        {ask && (
          <ResolveDialog
            purchase={pu}
            action={ask}
            busy={resolve.isPending}
            onClose={() => setAsk(null)}
            onConfirm={() => resolve.mutate({ purchaseId: pu.id, action: ask })}
          />
        )}
      </Suspense>
    </Dialog>
  );
}
