import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { PortalMe } from '@asa/domain';

/** The player's balance, ranks and vouchers; a note when the EOS ID kits need is not registered yet. */
export function BalanceCard({ me }: { me: PortalMe }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          Your balance
        </Typography>
        <Typography variant="h3" component="p" data-testid="portal-balance">
          {me.player.credits}
          <Typography component="span" variant="h6" sx={{ ml: 1 }}>
            credits
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {me.player.name} · {me.player.totalCreditsEarned} credits earned in total
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">Shop ranks:</Typography>
          {me.shopRanks.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              none
            </Typography>
          )}
          {me.shopRanks.map((r) => (
            <Chip
              key={r.id}
              size="small"
              color="primary"
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
            <Typography variant="body2">Vouchers:</Typography>
            {me.vouchers.map((v) => (
              <Chip key={v.kitId} size="small" color="secondary" label={`${v.kitName} × ${v.count}`} />
            ))}
          </Stack>
        )}
        {me.created && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Welcome! Your player profile was created with 0 credits.
          </Alert>
        )}
        {!me.player.eosId && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Your EOS ID is not registered yet, so most kits cannot be delivered to you. Register it with
            /register in Discord.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
