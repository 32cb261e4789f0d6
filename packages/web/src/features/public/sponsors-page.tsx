import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';

const sponsors = [
  {
    name: 'ARK Community Hub',
    text: 'A community of ASA server owners who tested the shop from its first day.',
    links: [
      ['Discord', 'https://discord.gg/ark-community-hub'],
      ['Website', 'https://ark-community-hub.example'],
    ],
  },
  {
    name: 'Shop Mod Team',
    text: 'The authors of an in-game shop mod that works together with the bot.',
    links: [
      ['CurseForge', 'https://www.curseforge.com/ark-survival-ascended'],
      ['Discord', 'https://discord.gg/shop-mod'],
    ],
  },
];

export default function SponsorsPage() {
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Sponsors
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Thank you to everyone who supports the ASA Discord Shop Bot, and especially to:
      </Typography>
      <Stack spacing={2}>
        {sponsors.map((s) => (
          <Card key={s.name} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {s.name}
              </Typography>
              <Typography variant="body2">{s.text}</Typography>
            </CardContent>
            <CardActions>
              {s.links.map(([label, href]) => (
                <Button key={href} href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </Button>
              ))}
            </CardActions>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
