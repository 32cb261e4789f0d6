import { Controller } from 'react-hook-form';
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
  Typography,
} from '@mui/material';
import {
  portalOrderSchema,
  type PortalOrder,
  type PortalCatalog,
  type PortalKit,
  type PurchaseView,
} from '@asa/domain';
import { useZodForm } from '../../lib/form';
import { FormDialog } from '../../components/form/form-dialog';
import { orderOutcome } from './order-outcome';
import { GiftFields } from './gift-fields';

/** The server the player chose last time (this browser), preselected when the kit is offered there. */
const LAST_SERVER_KEY = 'portalLastServer';
const lastServer = () => Number(window.localStorage.getItem(LAST_SERVER_KEY)) || undefined;

const deliveryNote =
  'The items are given to you on the server you choose; if you are not on it yet, the order waits until you join.';

const giftNote =
  'The recipient gets the items on the server you choose; if they are not on it yet, the gift waits until they ' +
  'join. Their shop rank and buy limit apply; if it cannot be delivered, your credits come back to you.';

export interface PendingOrder {
  /** `gift`: bought with the player's credits for another player of the community. */
  mode: 'buy' | 'redeem' | 'gift';
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
  /** The portal's guild (the gift's player search). */
  guildId: string;
  servers: PortalCatalog['servers'];
  busy: boolean;
  /** The shop's answer once the order was placed. */
  result: PurchaseView | null;
  onConfirm(order: PortalOrder): void;
  onClose(): void;
}) {
  const { kit, mode } = p.order;
  const servers = p.servers.filter((s) => kit.serverIds.includes(s.id));
  const choice = kit.kitType === 'multipleChoice';
  const remembered = servers.find((s) => s.id === lastServer());
  const { control, handleSubmit, watch } = useZodForm(portalOrderSchema, {
    kitId: kit.id,
    serverId: (remembered ?? servers[0])?.id,
  });
  const gift = mode === 'gift';
  const blocker =
    gift && watch('giftTo') === undefined
      ? 'Choose the recipient.'
      : servers.length === 0
        ? 'This kit is not offered on any server right now.'
        : watch('serverId') === undefined
          ? 'Choose the server to deliver to.'
          : choice && watch('itemGroupIndex') === undefined
            ? 'Choose an item group.'
            : null;
  const confirm = (o: PortalOrder) => {
    window.localStorage.setItem(LAST_SERVER_KEY, String(o.serverId));
    // the price shown: when the charge differs (a sale ended meanwhile), the answer says so
    p.onConfirm(mode === 'buy' ? { ...o, shownPrice: p.order.price } : o);
  };
  const verb = mode === 'buy' ? 'Buy' : mode === 'gift' ? 'Gift' : 'Redeem';
  if (p.result) {
    const o = orderOutcome(p.result);
    return (
      <Dialog
        open
        onClose={p.onClose}
        maxWidth="sm"
        fullWidth
        aria-labelledby="order-title"
        // the page moves the focus to the player's orders (the Buy button may be gone or disabled now)
        disableRestoreFocus
      >
        <DialogTitle id="order-title">
          {verb} {kit.name}
        </DialogTitle>
        <DialogContent>
          <Alert severity={o.severity} data-testid="order-result">
            <AlertTitle>{o.title}</AlertTitle>
            {o.message}
            {p.result.couponCode &&
              ` Coupon ${p.result.couponCode}: ${p.result.couponDiscount} credits off, you paid ${p.result.price}.`}
          </Alert>
          {p.result.notice && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="order-notice">
              {p.result.notice}
            </Alert>
          )}
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
    <FormDialog
      id="order-form"
      title={`${verb} ${kit.name}`}
      onClose={p.onClose}
      onSubmit={handleSubmit(confirm)}
      busy={p.busy}
      submitLabel={p.busy ? 'Ordering…' : verb}
      submitDisabled={!!blocker || p.busy}
    >
      <DialogContentText>
        {mode === 'buy'
          ? `This costs ${p.order.price} credits. ${deliveryNote}`
          : mode === 'gift'
            ? `This costs you ${p.order.price} credits. ${giftNote}`
            : `This uses one voucher. ${deliveryNote}`}
      </DialogContentText>
      {gift && <GiftFields guildId={p.guildId} control={control} />}
      <Controller
        control={control}
        name="serverId"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label="Server"
            value={field.value ?? ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
          >
            {servers.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {choice && (
        <Controller
          control={control}
          name="itemGroupIndex"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label="Item group"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
            >
              {kit.itemGroups.map((g) => (
                <MenuItem key={g.index} value={g.index}>
                  {g.name || `Group ${g.index + 1}`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      {mode === 'buy' && (
        <Controller
          control={control}
          name="coupon"
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              label="Coupon code (optional)"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value.trim() || undefined)}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? 'The discount is applied when the order is charged.'}
            />
          )}
        />
      )}
      {blocker && (
        <Typography variant="body2" color="text.secondary" data-testid="order-blocker" role="status">
          {verb} is not available yet: {blocker}
        </Typography>
      )}
    </FormDialog>
  );
}
