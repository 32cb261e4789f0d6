import { AppBar, Avatar, Box, Button, Toolbar, Typography } from '@mui/material';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import { LanguageSwitch } from '../../app/language-switch';
import { usePortalT } from './texts';

/**
 * The portal's own top bar: the community's icon and name, the language switch (the dashboard's: remembered in
 * this browser and on the logged-in user) and the player's login / logout.
 */
export function PortalHeader(p: {
  guildName: string;
  guildIconUrl: string;
  userName: string | null;
  loginUrl: string | null;
  onLogout(): void;
}) {
  const t = usePortalT();
  return (
    <AppBar position="static" color="primary" data-testid="portal-header">
      <Toolbar sx={{ gap: 1.5 }}>
        <Avatar src={p.guildIconUrl || undefined} alt="" sx={{ bgcolor: 'primary.dark' }}>
          {p.guildName.slice(0, 1).toUpperCase() || '?'}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h1" noWrap data-user-text>
            {p.guildName || t('title')}
          </Typography>
          <Typography variant="caption" component="p" sx={{ opacity: 0.85 }} noWrap>
            {t('title')}
          </Typography>
        </Box>
        <LanguageSwitch />
        {p.userName ? (
          <>
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }} noWrap data-user-text>
              {p.userName}
            </Typography>
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              startIcon={<Logout />}
              onClick={p.onLogout}
            >
              {t('logout')}
            </Button>
          </>
        ) : (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            startIcon={<Login />}
            href={p.loginUrl ?? undefined}
            disabled={!p.loginUrl}
          >
            {t('login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
