import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { PortalMe } from '@asa/domain';
import { usePortalT } from './texts';
import { formatCredits } from '../../lib/format';

/** The player's balance, ranks and vouchers; a note when the EOS ID kits need is not registered yet. */
export function BalanceCard({ me }: { me: PortalMe }) {
  const t = usePortalT();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          {t('balance.title')}
        </Typography>
        <Typography variant="h3" component="p" data-testid="portal-balance">
          {formatCredits(me.player.credits)}
          <Typography component="span" variant="h6" sx={{ ml: 1 }}>
            {t('balance.credits')}
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          <span data-user-text>{me.player.name}</span> ·{' '}
          {t('balance.earned', { total: formatCredits(me.player.totalCreditsEarned) })}
          {me.playtimeToday !== null && (
            <>
              {' · '}
              <span data-testid="portal-playtime-today">
                {t('balance.playtimeToday', { credits: formatCredits(me.playtimeToday) })}
              </span>
            </>
          )}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">{t('balance.ranks')}</Typography>
          {me.shopRanks.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('balance.none')}
            </Typography>
          )}
          {me.shopRanks.map((r) => (
            <Chip
              key={r.id}
              size="small"
              color="primary"
              data-user-text
              label={r.discount ? `${r.name} (-${r.discount}%)` : r.name}
            />
          ))}
        </Stack>
        {me.vouchers.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
          >
            <Typography variant="body2">{t('balance.vouchers')}</Typography>
            {me.vouchers.map((v) => (
              <Chip
                key={v.kitId}
                size="small"
                color="secondary"
                data-user-text
                label={`${v.kitName} × ${v.count}`}
              />
            ))}
          </Stack>
        )}
        {me.created && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('balance.welcome')}
          </Alert>
        )}
        {!me.player.eosId && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('balance.noEos')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
