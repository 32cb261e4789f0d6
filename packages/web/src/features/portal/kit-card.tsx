import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import Inventory2 from '@mui/icons-material/Inventory2';
import { kitTypeLabels } from '@asa/domain';
import type { PortalKit } from '@asa/domain';
import { formatDate, formatDateTime } from '../../lib/format';

export interface KitCardProps {
  kit: PortalKit;
  /** The logged-in player's price (rank discount applied); null when not logged in. */
  price: number | null;
  credits: number | null;
  vouchers: number;
  /** The player's use of the kit's buy limit in the current window, when the kit has one. */
  limit?: { maxBuys: number; used: number; resetsAt: string | null };
  shopOpen: boolean;
  onBuy(): void;
  onRedeem(): void;
  /** Buy it as a gift for another player (the portal offers it to logged-in players). */
  onGift?(): void;
}

/** " until <date>" for a limit that resets, "" for one that never does. */
const periodOf = (resetsAt: string | null) => (resetsAt ? ` until ${formatDate(resetsAt)}` : '');

/** Why Gift is off, if it is: as Buy, but the buyer's own buy limit does not matter (the recipient's does). */
function giftBlocker(p: KitCardProps, price: number): string | null {
  return buyBlocker({ ...p, limit: undefined }, price);
}

/** Why Buy is off, if it is (the server checks everything again). */
function buyBlocker(p: KitCardProps, price: number): string | null {
  if (!p.shopOpen) return 'The shop is closed at the moment.';
  if (p.kit.serverIds.length === 0) return 'No server can receive this kit right now.';
  if (p.kit.stockLeft === 0) return 'Sold out.';
  if (p.credits === null) return 'Log in to buy.';
  if (p.limit && p.limit.used >= p.limit.maxBuys)
    return p.limit.resetsAt ? `Limit reached until ${formatDateTime(p.limit.resetsAt)}.` : 'Limit reached.';
  if (p.credits < price) return 'Not enough credits.';
  return null;
}

export function KitCard(p: KitCardProps) {
  const { kit } = p;
  const price = p.price ?? kit.salePrice ?? kit.price;
  const discounted = price < kit.price;
  const blocker = buyBlocker(p, price);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="kit-card"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={kit.iconUrl || undefined} alt="" variant="rounded" sx={{ bgcolor: 'secondary.main' }}>
            <Inventory2 />
          </Avatar>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
            {kit.name}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
          {kit.description}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {kit.kitType !== 'normal' && <Chip size="small" label={kitTypeLabels[kit.kitType]} />}
          {!kit.isBuyable && <Chip size="small" label="Voucher only" />}
          {kit.requiredRankName && (
            <Chip size="small" variant="outlined" label={`Needs ${kit.requiredRankName}`} />
          )}
          {p.limit && (
            <Chip
              size="small"
              variant="outlined"
              data-testid="kit-limit"
              label={`${Math.max(0, p.limit.maxBuys - p.limit.used)} of ${p.limit.maxBuys} left${periodOf(p.limit.resetsAt)}`}
            />
          )}
          {kit.stockLeft !== null && (
            <Chip
              size="small"
              variant={kit.stockLeft === 0 ? 'filled' : 'outlined'}
              color={kit.stockLeft === 0 ? 'error' : 'default'}
              data-testid="kit-stock"
              label={kit.stockLeft === 0 ? 'Sold out' : `${kit.stockLeft} left`}
            />
          )}
          {kit.salePrice !== null && (
            <Chip
              size="small"
              color="warning"
              data-testid="kit-sale"
              label={kit.saleEndsAt ? `Sale until ${formatDateTime(kit.saleEndsAt)}` : 'Sale'}
            />
          )}
          {p.vouchers > 0 && (
            <Chip
              size="small"
              color="secondary"
              label={`${p.vouchers} voucher${p.vouchers === 1 ? '' : 's'}`}
            />
          )}
        </Stack>
        {kit.isBuyable && (
          <Box data-testid="kit-price">
            {discounted && (
              <Typography
                component="span"
                variant="body2"
                sx={{ textDecoration: 'line-through', mr: 1 }}
                color="text.secondary"
              >
                {kit.price}
              </Typography>
            )}
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {price} credits
            </Typography>
            {discounted && (
              <Chip
                size="small"
                color="success"
                sx={{ ml: 1 }}
                label={`-${Math.round(((kit.price - price) / kit.price) * 100)}%`}
              />
            )}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {kit.isBuyable && (
          <Button variant="contained" disabled={!!blocker} onClick={p.onBuy} aria-label={`Buy ${kit.name}`}>
            Buy
          </Button>
        )}
        {kit.isBuyable && p.onGift && p.credits !== null && (
          <Button
            variant="outlined"
            disabled={!!giftBlocker(p, price)}
            onClick={p.onGift}
            aria-label={`Gift ${kit.name}`}
          >
            Gift
          </Button>
        )}
        {p.vouchers > 0 && (
          <Button
            variant="outlined"
            disabled={!p.shopOpen || kit.serverIds.length === 0}
            onClick={p.onRedeem}
            aria-label={`Redeem ${kit.name}`}
          >
            Redeem
          </Button>
        )}
        {blocker && kit.isBuyable && (
          <Typography variant="caption" color="text.secondary">
            {blocker}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
