import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { CAROUSEL_INTERVAL_MS } from '@asa/domain';
import { api, data } from '../../lib/api';
import { publicKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { poweredBy } from './powered-by';

const spotlight = [
  [
    'Kits for credits',
    'Bundle any RCON commands into kits: items, dinos, experience, server events. Players buy them in Discord.',
  ],
  [
    'Shop ranks',
    'Ranks give discounts, daily passive income and access to special kits, and can mirror Discord roles.',
  ],
  [
    'Earn credits',
    'Votes on server lists, chat activity, web-shop purchases and passive income fill the wallets.',
  ],
  ['Managers', 'Hand out per-area View or Edit permissions to your admins; you stay the owner.'],
];
const kitIdeas = [
  ['Dino wipe on demand', 'Let the community pay for a wild dino wipe when the spawns get stale.'],
  ['Starter sets', 'Tools, cloth armor and food for fresh survivors, once a day.'],
  ['Event kits', 'Rewards for weekend events, granted as vouchers.'],
  ['Set time of day', 'Sell a sunrise: one command that sets the server time to morning.'],
];

function Carousel() {
  const [i, setI] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setI((n) => (n + 1) % poweredBy.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(t);
  }, []);
  const slide = poweredBy[i]!;
  return (
    <Card variant="outlined" aria-roledescription="carousel" aria-label="Powered by">
      <CardContent>
        <Typography variant="overline">Powered by</Typography>
        <Typography variant="h6" component="h2" data-testid="carousel-slide">
          {slide.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {slide.text}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1 }}>
          {poweredBy.map((s, n) => (
            <Box
              key={s.name}
              component="button"
              aria-label={`Slide ${n + 1}: ${s.name}`}
              onClick={() => setI(n)}
              sx={{
                width: 10,
                height: 10,
                p: 0,
                border: 0,
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: n === i ? 'primary.main' : 'action.disabled',
              }}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function HomePage() {
  const { loggedIn } = useSession();
  const stats = useQuery({
    queryKey: publicKeys.statistics,
    queryFn: () => data(api.GET('/api/statistics')),
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Box>
        <Typography variant="h3" component="h1" gutterBottom>
          Welcome to the ASA Discord Shop Bot
        </Typography>
        <Typography variant="body1">
          A credit shop for your ARK: Survival Ascended community, right inside Discord. Players earn credits
          and spend them on kits: bundles of RCON commands the bot runs on your game servers. No admin has to
          hand out rewards by hand any more. The bot is not tied to any mods or server plugins: it speaks
          plain RCON.
        </Typography>
        {stats.data && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Chip label={`${stats.data.countBots} ${stats.data.countBots === 1 ? 'bot' : 'bots'}`} />
            <Chip label={`${stats.data.countPacks} ${stats.data.countPacks === 1 ? 'kit' : 'kits'}`} />
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {loggedIn ? (
            <Button variant="contained" href="/servers">
              Open the dashboard
            </Button>
          ) : (
            <Button variant="contained" href="/login">
              Login with Discord
            </Button>
          )}
          <Button variant="outlined" href="/joinBot">
            Invite the bot
          </Button>
        </Stack>
      </Box>
      <CardSection title="Feature spotlight" cards={spotlight} size={{ xs: 12, sm: 6 }} cardTitle="h6" />
      <CardSection title="Kit ideas" cards={kitIdeas} size={{ xs: 12, sm: 6, md: 3 }} cardTitle="subtitle1" />
      <Alert severity="info">
        Quick start: import your servers from your hosting provider (Nitrado) or from the ASA Bot instead of
        typing them in.
      </Alert>
      <Alert severity="warning">
        Do not use the bot for real-money transactions. Selling in-game items for real money breaks the game's
        licence terms and can get you and your players banned.
      </Alert>
      <Carousel />
    </Stack>
  );
}

/** A heading over a grid of outlined cards, each a title and a line of text. */
function CardSection(p: {
  title: string;
  cards: string[][];
  size: { xs: number; sm: number; md?: number };
  cardTitle: 'h6' | 'subtitle1';
}) {
  return (
    <Box>
      <Typography variant="h5" component="h2" gutterBottom>
        {p.title}
      </Typography>
      <Grid container spacing={2}>
        {p.cards.map(([title, text]) => (
          <Grid key={title} size={p.size}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant={p.cardTitle} component="h3">
                  {title}
                </Typography>
                <Typography variant="body2">{text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
