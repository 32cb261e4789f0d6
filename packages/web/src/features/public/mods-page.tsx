import { Alert, Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { usePublicT } from './texts';

/** The mods: name `mods.<n>.name`, text `mods.<n>.text`, and where to find them. */
const mods = [
  ['0', 'https://www.curseforge.com/ark-survival-ascended/search?search=shop'],
  ['1', 'https://www.curseforge.com/ark-survival-ascended/search?search=permissions'],
  ['2', 'https://www.curseforge.com/ark-survival-ascended/search?search=automated'],
  ['3', 'https://www.curseforge.com/ark-survival-ascended/search?search=spyglass'],
  ['4', 'https://www.curseforge.com/ark-survival-ascended/search?search=teleporter'],
  ['5', 'https://www.curseforge.com/ark-survival-ascended/search?search=cybers'],
  ['6', 'https://www.curseforge.com/ark-survival-ascended/search?search=dino%20storage'],
  ['7', 'https://www.curseforge.com/ark-survival-ascended/search?search=upgrade%20station'],
  ['8', 'https://www.curseforge.com/ark-survival-ascended/search?search=stack'],
] as const;

export default function ModsPage() {
  const t = usePublicT();
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('mods.title')}
      </Typography>
      <Typography>{t('mods.intro')}</Typography>
      <List>
        {mods.map(([n, href]) => (
          <ListItem key={href} disableGutters>
            <ListItemText
              primary={
                <Link href={href} target="_blank" rel="noopener noreferrer">
                  {t(`mods.${n}.name`)}
                </Link>
              }
              secondary={t(`mods.${n}.text`)}
            />
          </ListItem>
        ))}
      </List>
      <Alert severity="warning">{t('mods.realMoney')}</Alert>
    </Box>
  );
}
