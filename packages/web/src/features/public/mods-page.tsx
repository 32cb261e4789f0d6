import { Alert, Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';

const mods = [
  [
    'ArkShop (points plugin)',
    'Adds points that kits can grant with AddPoints {eos_id} 100.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=shop',
  ],
  [
    'Permissions',
    'Groups for players that other plugins build on.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=permissions',
  ],
  [
    'Automated ARK',
    'Server management with scheduled restarts and backups.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=automated',
  ],
  [
    'Super Spyglass',
    'Shows dino stats; a popular kit reward.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=spyglass',
  ],
  [
    'Awesome Teleporters',
    'Teleporters players can buy as kits.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=teleporter',
  ],
  [
    'Cybers Structures',
    'More building parts for shop rewards.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=cybers',
  ],
  [
    'Dino Storage',
    'Soul traps to store dinos.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=dino%20storage',
  ],
  [
    'Upgrade Station',
    'Upgrade items that players bought.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=upgrade%20station',
  ],
  [
    'Stacking',
    'Bigger stacks so resource kits fit in one slot.',
    'https://www.curseforge.com/ark-survival-ascended/search?search=stack',
  ],
];

export default function ModsPage() {
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Mod Recommendations
      </Typography>
      <Typography>
        The bot needs no mods. These mods and plugins work well together with a credit shop:
      </Typography>
      <List>
        {mods.map(([name, text, href]) => (
          <ListItem key={name} disableGutters>
            <ListItemText
              primary={
                <Link href={href} target="_blank" rel="noopener noreferrer">
                  {name}
                </Link>
              }
              secondary={text}
            />
          </ListItem>
        ))}
      </List>
      <Alert severity="warning">
        Do not use the bot for real-money transactions. Selling in-game items for real money breaks the game's
        licence terms and can get you banned.
      </Alert>
    </Box>
  );
}
