import { Avatar, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { PortalRank } from '@asa/domain';
import { usePortalT } from './texts';
import { formatCredits } from '../../lib/format';

/** A shop rank: discount, passive income and (when it can be bought) its price and a Buy button. */
export function RankCard(p: {
  rank: PortalRank;
  held: boolean;
  credits: number | null;
  shopOpen: boolean;
  onBuy(): void;
}) {
  const t = usePortalT();
  const { rank } = p;
  const price = rank.buyPrice;
  const blocker =
    price === null
      ? null
      : !p.shopOpen
        ? t('shopClosed')
        : p.credits === null
          ? t('blocker.login')
          : p.credits < price
            ? t('blocker.credits')
            : null;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="rank-card"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={rank.iconUrl || undefined} alt="" sx={{ bgcolor: 'warning.main' }}>
            <WorkspacePremium />
          </Avatar>
          <Typography variant="h6" component="h3" data-user-text>
            {rank.name}
          </Typography>
          {p.held && <Chip size="small" color="success" label={t('rank.yours')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-user-text>
          {rank.description}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {rank.discount > 0 && <Chip size="small" label={t('rank.discount', { discount: rank.discount })} />}
          {rank.passiveCredits > 0 && (
            <Chip size="small" label={t('rank.passive', { credits: formatCredits(rank.passiveCredits) })} />
          )}
        </Stack>
      </CardContent>
      {price !== null && !p.held && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button variant="contained" disabled={!!blocker} onClick={p.onBuy}>
            {t('rank.buy', { name: rank.name, price })}
          </Button>
          {blocker && (
            <Typography variant="caption" color="text.secondary">
              {blocker}
            </Typography>
          )}
        </CardActions>
      )}
    </Card>
  );
}
