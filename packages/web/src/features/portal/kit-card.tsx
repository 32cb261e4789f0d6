import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import Inventory2 from '@mui/icons-material/Inventory2';
import type { PortalKit } from '@asa/domain';
import { formatDate, formatDateTime, formatOddsPercent } from '../../lib/format';
import { usePortalT, type PortalT } from './texts';
import { formatCredits } from '../../lib/format';

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

/** What is left of a buy limit. */
const left = (l: { maxBuys: number; used: number }) => ({
  left: Math.max(0, l.maxBuys - l.used),
  max: l.maxBuys,
});

/** Why Gift is off, if it is: as Buy, but the buyer's own buy limit does not matter (the recipient's does). */
function giftBlocker(t: PortalT, p: KitCardProps, price: number): string | null {
  return buyBlocker(t, { ...p, limit: undefined }, price);
}

/** Why Buy is off, if it is (the server checks everything again). */
function buyBlocker(t: PortalT, p: KitCardProps, price: number): string | null {
  if (!p.shopOpen) return t('shopClosed');
  if (p.kit.serverIds.length === 0) return t('blocker.noServer');
  if (p.kit.stockLeft === 0) return t('blocker.soldOut');
  if (p.credits === null) return t('blocker.login');
  if (p.limit && p.limit.used >= p.limit.maxBuys)
    return p.limit.resetsAt
      ? t('blocker.limitUntil', { time: formatDateTime(p.limit.resetsAt) })
      : t('blocker.limit');
  if (p.credits < price) return t('blocker.credits');
  return null;
}

export function KitCard(p: KitCardProps) {
  const t = usePortalT();
  const { kit } = p;
  const price = p.price ?? kit.salePrice ?? kit.price;
  const discounted = price < kit.price;
  const blocker = buyBlocker(t, p, price);
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
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }} data-user-text>
            {kit.name}
          </Typography>
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1.5, whiteSpace: 'pre-line' }}
          data-user-text
        >
          {kit.description}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {kit.kitType !== 'normal' && <Chip size="small" label={t(`kitType.${kit.kitType}`)} />}
          {!kit.isBuyable && <Chip size="small" label={t('kit.voucherOnly')} />}
          {kit.requiredRankName && (
            <Chip size="small" variant="outlined" label={t('kit.needs', { rank: kit.requiredRankName })} />
          )}
          {p.limit && (
            <Chip
              size="small"
              variant="outlined"
              data-testid="kit-limit"
              label={
                p.limit.resetsAt
                  ? t('kit.limitLeftUntil', { ...left(p.limit), date: formatDate(p.limit.resetsAt) })
                  : t('kit.limitLeft', left(p.limit))
              }
            />
          )}
          {kit.stockLeft !== null && (
            <Chip
              size="small"
              variant={kit.stockLeft === 0 ? 'filled' : 'outlined'}
              color={kit.stockLeft === 0 ? 'error' : 'default'}
              data-testid="kit-stock"
              label={kit.stockLeft === 0 ? t('kit.soldOut') : t('kit.stockLeft', { count: kit.stockLeft })}
            />
          )}
          {kit.salePrice !== null && (
            <Chip
              size="small"
              color="warning"
              data-testid="kit-sale"
              label={
                kit.saleEndsAt ? t('kit.saleUntil', { time: formatDateTime(kit.saleEndsAt) }) : t('kit.sale')
              }
            />
          )}
          {p.vouchers > 0 && (
            <Chip size="small" color="secondary" label={t('kit.vouchers', { count: p.vouchers })} />
          )}
        </Stack>
        {kit.odds && (
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="kit-odds">
            {t('kit.odds')}{' '}
            <span data-user-text>
              {kit.odds
                .map((o) => `${o.name.trim() || `#${o.index + 1}`} ${formatOddsPercent(o.percent)}`)
                .join(', ')}
            </span>
          </Typography>
        )}
        {kit.isBuyable && (
          <Box data-testid="kit-price">
            {discounted && (
              <Typography
                component="span"
                variant="body2"
                sx={{ textDecoration: 'line-through', mr: 1 }}
                color="text.secondary"
              >
                {formatCredits(kit.price)}
              </Typography>
            )}
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('kit.price', { price: formatCredits(price) })}
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
          <Button
            variant="contained"
            disabled={!!blocker}
            onClick={p.onBuy}
            aria-label={t('kit.buy', { name: kit.name })}
          >
            {t('kit.buyButton')}
          </Button>
        )}
        {kit.isBuyable && p.onGift && p.credits !== null && (
          <Button
            variant="outlined"
            disabled={!!giftBlocker(t, p, price)}
            onClick={p.onGift}
            aria-label={t('kit.gift', { name: kit.name })}
          >
            {t('kit.giftButton')}
          </Button>
        )}
        {p.vouchers > 0 && (
          <Button
            variant="outlined"
            disabled={!p.shopOpen || kit.serverIds.length === 0}
            onClick={p.onRedeem}
            aria-label={t('kit.redeem', { name: kit.name })}
          >
            {t('kit.redeemButton')}
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
