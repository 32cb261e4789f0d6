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
  resolutionLabels,
  retryable,
  when,
} from './purchase-format';
import { PurchaseCommands } from './purchase-commands';
import { PurchaseStatusChip } from './purchase-status-chip';
import { useResolvePurchase, useRetryPurchase } from './use-purchases';

// the confirmations load when the owner asks for them
const RetryDialog = lazy(() => import('./retry-dialog').then((m) => ({ default: m.RetryDialog })));
const ResolveDialog = lazy(() => import('./resolve-dialog').then((m) => ({ default: m.ResolveDialog })));

/**
 * One purchase: its facts, why it waits (and until when), the delivery error, each command's progress and
 * answer, and the owner actions: Retry for failed/expired, Send again / Mark as delivered / Refund for
 * `unknown`. Actions are shown only with `canEdit` (Players_Edit, as the server checks).
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
  const [askRetry, setAskRetry] = useState(!!p.retryFirst && retryable(pu));
  const [ask, setAsk] = useState<PurchaseResolution | null>(null);
  const retry = useRetryPurchase(p.botId, (r) => {
    setAskRetry(false);
    p.onChanged?.(r);
  });
  const resolve = useResolvePurchase(p.botId, (r) => {
    setAsk(null);
    p.onChanged?.(r);
  });
  const facts: [string, string][] = [
    ['Date', when(pu.createdAt)],
    ['Player', pu.playerName],
    ...(pu.gift
      ? ([
          ['Gift', giftLine(pu)],
          ['Gift message', pu.gift.message || '-'],
        ] as [string, string][])
      : []),
    ['Kit', purchaseKit(pu)],
    ['Server', pu.serverName],
    ['Price', purchasePrice(pu)],
    ...(pu.couponCode ? ([['Coupon', purchaseCoupon(pu)]] as [string, string][]) : []),
    ['Source', purchaseSource(pu)],
    ['Buyer must be online', pu.mustBeOnline ? 'Yes' : 'No'],
    ['Delivery attempts', String(pu.attempts)],
    ['Delivered', when(pu.deliveredAt)],
  ];
  const busy = retry.isPending || resolve.isPending;
  return (
    <Dialog open onClose={p.onClose} maxWidth="md" fullWidth aria-labelledby="purchase-title">
      <DialogTitle id="purchase-title">Purchase #{pu.id}</DialogTitle>
      {/* focusable: the content scrolls when long, and keyboard users must be able to scroll it */}
      <DialogContent tabIndex={0} role="region" aria-label={`Details of purchase #${pu.id}`}>
        <Table size="small" aria-label="Purchase">
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
                Status
              </TableCell>
              <TableCell>
                <PurchaseStatusChip purchase={pu} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {pu.status === 'waiting' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="purchase-waiting">
            <AlertTitle>{pu.waitingReason || 'Waiting'}</AlertTitle>
            The delivery queue tries again on its own.
            {pu.expiresAt &&
              ` If it cannot deliver by ${when(pu.expiresAt)}, the purchase expires and ${pu.playerName} gets back what they paid.`}
          </Alert>
        )}
        {pu.status === 'unknown' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="purchase-unknown">
            <AlertTitle>Needs your decision</AlertTitle>
            The game server never answered a command of this purchase, so it may already have run. It is never
            sent again on its own. Check in game whether the items arrived, then choose what to do.
          </Alert>
        )}
        {pu.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="purchase-error">
            {pu.error}
          </Alert>
        )}
        <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
          Commands
        </Typography>
        <PurchaseCommands commands={pu.commands} />
      </DialogContent>
      <DialogActions>
        {p.canEdit && pu.status === 'unknown' && (
          <Stack direction="row" spacing={1} sx={{ mr: 'auto', flexWrap: 'wrap' }} useFlexGap>
            {purchaseResolutions.map((a) => (
              <Button key={a} disabled={busy} onClick={() => setAsk(a)}>
                {resolutionLabels[a]}
              </Button>
            ))}
          </Stack>
        )}
        {p.canEdit && retryable(pu) && (
          <Button disabled={busy} onClick={() => setAskRetry(true)}>
            Retry
          </Button>
        )}
        <Button onClick={p.onClose}>Close</Button>
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
