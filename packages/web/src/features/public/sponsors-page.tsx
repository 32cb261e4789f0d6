import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { usePublicT } from './texts';

/** Each sponsor's text is a key of the `public` catalogue; names and link labels are names. */
const sponsors = [
  {
    name: 'ARK Community Hub',
    text: 'sponsors.0',
    links: [
      ['Discord', 'https://discord.gg/ark-community-hub'],
      ['sponsors.website', 'https://ark-community-hub.example'],
    ],
  },
  {
    name: 'Shop Mod Team',
    text: 'sponsors.1',
    links: [
      ['CurseForge', 'https://www.curseforge.com/ark-survival-ascended'],
      ['Discord', 'https://discord.gg/shop-mod'],
    ],
  },
] as const;

export default function SponsorsPage() {
  const t = usePublicT();
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('sponsors.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('sponsors.thanks')}</Typography>
      <Stack spacing={2}>
        {sponsors.map((s) => (
          <Card key={s.name} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {s.name}
              </Typography>
              <Typography variant="body2">{t(s.text)}</Typography>
            </CardContent>
            <CardActions>
              {s.links.map(([label, href]) => (
                <Button key={href} href={href} target="_blank" rel="noopener noreferrer">
                  {label === 'sponsors.website' ? t(label) : label}
                </Button>
              ))}
            </CardActions>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
