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
import { usePortalT } from './texts';
import { formatCredits } from '../../lib/format';

/** The server the player chose last time (this browser), preselected when the kit is offered there. */
const LAST_SERVER_KEY = 'portalLastServer';
const lastServer = () => Number(window.localStorage.getItem(LAST_SERVER_KEY)) || undefined;

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
  const t = usePortalT();
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
      ? t('order.chooseRecipient')
      : servers.length === 0
        ? t('order.noServer')
        : watch('serverId') === undefined
          ? t('order.chooseServer')
          : choice && watch('itemGroupIndex') === undefined
            ? t('order.chooseGroup')
            : null;
  const confirm = (o: PortalOrder) => {
    window.localStorage.setItem(LAST_SERVER_KEY, String(o.serverId));
    // the price shown: when the charge differs (a sale ended meanwhile), the answer says so
    p.onConfirm(mode === 'buy' ? { ...o, shownPrice: p.order.price } : o);
  };
  const verb = t(`order.${mode}Verb`);
  const title = t(`order.${mode}`, { kit: kit.name });
  if (p.result) {
    const o = orderOutcome(t, p.result);
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
        <DialogTitle id="order-title">{title}</DialogTitle>
        <DialogContent>
          <Alert severity={o.severity} data-testid="order-result">
            <AlertTitle>{o.title}</AlertTitle>
            {o.message}
            {p.result.couponCode &&
              t('order.coupon.applied', {
                code: p.result.couponCode,
                discount: p.result.couponDiscount,
                price: formatCredits(p.result.price),
              })}
          </Alert>
          {p.result.notice && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="order-notice">
              {p.result.notice}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={p.onClose}>
            {t('order.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      id="order-form"
      title={title}
      onClose={p.onClose}
      onSubmit={handleSubmit(confirm)}
      busy={p.busy}
      submitLabel={p.busy ? t('order.ordering') : verb}
      submitDisabled={!!blocker || p.busy}
    >
      <DialogContentText>
        {t(mode === 'buy' ? 'order.costs' : mode === 'gift' ? 'order.giftCosts' : 'order.redeemCosts', {
          price: formatCredits(p.order.price),
        })}
      </DialogContentText>
      {gift && <GiftFields guildId={p.guildId} control={control} />}
      <Controller
        control={control}
        name="serverId"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label={t('order.server')}
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
              label={t('order.itemGroup')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
            >
              {kit.itemGroups.map((g) => (
                <MenuItem key={g.index} value={g.index}>
                  {g.name || t('order.group', { n: g.index + 1 })}
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
              label={t('order.coupon')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value.trim() || undefined)}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? t('order.couponHelp')}
            />
          )}
        />
      )}
      {blocker && (
        <Typography variant="body2" color="text.secondary" data-testid="order-blocker" role="status">
          {t('order.notAvailable', { blocker })}
        </Typography>
      )}
    </FormDialog>
  );
}
