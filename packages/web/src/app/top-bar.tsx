import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { useSession } from '../lib/session';
import { InstancePicker } from './instance-picker';
import { ShopSwitch } from './shop-switch';
import { useThemeMode } from './theme';
import { useCommonT } from '../lib/common-texts';
import { LanguageSwitch } from './language-switch';
import { DensitySwitch } from './density-switch';

/**
 * The bar's colour tells whether the shop is on (green), off (red) or no instance is selected (blue); the same
 * deep tones in both themes, so its white text keeps at least 4.5:1 (MUI's dark-theme greens reach 2.4:1).
 */
const barColors = { on: '#2e7d32', off: '#c62828', none: '#1565c0' } as const;

export function TopBar({ onMenu }: { onMenu(): void }) {
  const { bot, loggedIn } = useSession();
  const { mode, toggle } = useThemeMode();
  const t = useCommonT();
  const enabled = !!bot?.isShopEnabled;
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (t) => t.zIndex.drawer + 1,
        bgcolor: barColors[bot ? (enabled ? 'on' : 'off') : 'none'],
        color: '#fff',
        // dark mode lays a lighter gradient over raised surfaces; the bar keeps its plain colour
        backgroundImage: 'none',
      }}
      data-testid="top-bar"
      data-shop={bot ? String(enabled) : 'none'}
    >
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton color="inherit" edge="start" onClick={onMenu} aria-label={t('bar.toggleNavigation')}>
          <MenuIcon />
        </IconButton>
        <Box
          component="img"
          src="/favicon.svg"
          alt=""
          sx={{ width: 32, height: 32, display: { xs: 'none', sm: 'block' } }}
        />
        <Typography
          variant="h6"
          component="div"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: 650,
            fontSize: { xs: '0.9375rem', sm: '1.125rem' },
          }}
          data-testid="app-title"
        >
          {t('appName')}
        </Typography>
        <ShopSwitch
          sx={{ display: { xs: 'none', sm: 'flex' }, mr: { sm: 0, md: 2 } }}
          hideLabel={{ display: { sm: 'none', md: 'inline' } }}
        />
        {/* phones keep the bar to one line: Invite is on Home and the no-bots page, tables are cards there */}
        <Button
          color="inherit"
          variant="outlined"
          href="/joinBot"
          size="small"
          sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('bar.invite')}
        </Button>
        <Tooltip title={t(mode === 'dark' ? 'bar.lightTheme' : 'bar.darkTheme')}>
          <IconButton color="inherit" onClick={toggle} aria-label={t('bar.toggleTheme')}>
            {mode === 'dark' ? <LightMode /> : <DarkMode />}
          </IconButton>
        </Tooltip>
        <LanguageSwitch />
        {loggedIn && (
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <DensitySwitch />
          </Box>
        )}
        <InstancePicker />
      </Toolbar>
    </AppBar>
  );
}
