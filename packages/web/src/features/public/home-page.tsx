import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { CAROUSEL_INTERVAL_MS } from '@asa/domain';
import { api, data } from '../../lib/api';
import { publicKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { poweredBy } from './powered-by';
import { useHomeT } from './home-texts';

/** The cards of the two sections: `home.<section>.<n>.title` and `.text`. */
const fourCards = ['0', '1', '2', '3'] as const;

function Carousel() {
  const t = useHomeT();
  const [i, setI] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setI((n) => (n + 1) % poweredBy.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Card variant="outlined" aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <CardContent>
        <Typography variant="overline">{t('carousel.label')}</Typography>
        <Typography variant="h6" component="h2" data-testid="carousel-slide">
          {poweredBy[i]!.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(poweredBy[i]!.text)}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1 }}>
          {poweredBy.map(({ name }, n) => (
            <Box
              key={name}
              component="button"
              aria-label={t('carousel.slide', { n: n + 1, name })}
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
  const t = useHomeT();
  const { loggedIn } = useSession();
  const stats = useQuery({
    queryKey: publicKeys.statistics,
    queryFn: () => data(api.GET('/api/statistics')),
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Box>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('home.title')}
        </Typography>
        <Typography variant="body1">{t('home.intro')}</Typography>
        {stats.data && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Chip label={t('home.bots', { count: stats.data.countBots })} />
            <Chip label={t('home.kits', { count: stats.data.countPacks })} />
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {loggedIn ? (
            <Button variant="contained" href="/servers">
              {t('home.dashboard')}
            </Button>
          ) : (
            <Button variant="contained" href="/login">
              {t('home.login')}
            </Button>
          )}
          <Button variant="outlined" href="/joinBot">
            {t('home.invite')}
          </Button>
        </Stack>
      </Box>
      <CardSection
        title={t('home.spotlight')}
        cards={fourCards.map((n) => [t(`home.spotlight.${n}.title`), t(`home.spotlight.${n}.text`)])}
        size={{ xs: 12, sm: 6 }}
        cardTitle="h6"
      />
      <CardSection
        title={t('home.ideas')}
        cards={fourCards.map((n) => [t(`home.ideas.${n}.title`), t(`home.ideas.${n}.text`)])}
        size={{ xs: 12, sm: 6, md: 3 }}
        cardTitle="subtitle1"
      />
      <Alert severity="info">{t('home.quickStart')}</Alert>
      <Alert severity="warning">{t('home.realMoney')}</Alert>
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
