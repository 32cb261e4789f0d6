import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import type { PortalOrder, PortalCatalog, PortalKit, PurchaseView } from '@asa/domain';
import { orderOutcome } from './order-outcome';

const deliveryNote =
  'The items are given to you on the server you choose; if you are not on it yet, the order waits until you join.';

export interface PendingOrder {
  mode: 'buy' | 'redeem';
  kit: PortalKit;
  price: number;
}

/**
 * Asks where to deliver (and, for an Item Choice kit, which group), confirms the buy or redemption, then
 * shows where the order stands: delivered, waiting (e.g. "Waiting for you to join The Island."), queued,
 * being checked, or not delivered and given back.
 */
export function OrderDialog(p: {
  order: PendingOrder;
  servers: PortalCatalog['servers'];
  busy: boolean;
  /** The shop's answer once the order was placed. */
  result: PurchaseView | null;
  onConfirm(order: PortalOrder): void;
  onClose(): void;
}) {
  const { kit, mode } = p.order;
  const servers = p.servers.filter((s) => kit.serverIds.includes(s.id));
  const [serverId, setServerId] = useState<number | ''>(servers.length === 1 ? servers[0]!.id : '');
  const choice = kit.kitType === 'multipleChoice';
  const [group, setGroup] = useState<number | ''>('');
  const ready = serverId !== '' && (!choice || group !== '');
  const verb = mode === 'buy' ? 'Buy' : 'Redeem';
  if (p.result) {
    const o = orderOutcome(p.result);
    return (
      <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="order-title">
        <DialogTitle id="order-title">
          {verb} {kit.name}
        </DialogTitle>
        <DialogContent>
          <Alert severity={o.severity} data-testid="order-result">
            <AlertTitle>{o.title}</AlertTitle>
            {o.message}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={p.onClose}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={p.busy ? undefined : p.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="order-title"
    >
      <DialogTitle id="order-title">
        {verb} {kit.name}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {mode === 'buy'
            ? `This costs ${p.order.price} credits. ${deliveryNote}`
            : `This uses one voucher. ${deliveryNote}`}
        </DialogContentText>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Server"
          value={serverId}
          onChange={(e) => setServerId(Number(e.target.value))}
        >
          {servers.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        {choice && (
          <TextField
            select
            fullWidth
            margin="dense"
            label="Item group"
            value={group}
            onChange={(e) => setGroup(Number(e.target.value))}
          >
            {kit.itemGroups.map((g) => (
              <MenuItem key={g.index} value={g.index}>
                {g.name || `Group ${g.index + 1}`}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={p.busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!ready || p.busy}
          onClick={() =>
            p.onConfirm({
              kitId: kit.id,
              serverId: Number(serverId),
              ...(choice ? { itemGroupIndex: Number(group) } : {}),
            })
          }
        >
          {p.busy ? 'Ordering…' : verb}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
