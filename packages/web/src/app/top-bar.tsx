import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  FormControlLabel,
  IconButton,
  MenuItem,
  Select,
  Switch,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { api } from '../lib/api';
import { useSession } from '../lib/session';
import { useToast } from '../lib/toast';
import { useThemeMode } from './theme';

export function TopBar({ onMenu }: { onMenu(): void }) {
  const { loggedIn, instances, bot, selectBot, can } = useSession();
  const qc = useQueryClient();
  const toast = useToast();
  const { mode, toggle } = useThemeMode();
  const shop = useMutation({
    mutationFn: (isShopEnabled: boolean) => api('PUT', '/api/bots', { bot: { ...bot!, isShopEnabled } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['instances'] }),
    onError: (e) => toast({ severity: 'error', title: 'Error', message: e.message }),
  });
  const enabled = !!bot?.isShopEnabled;
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (t) => t.zIndex.drawer + 1,
        bgcolor: bot ? (enabled ? 'success.main' : 'error.main') : 'primary.main',
      }}
      data-testid="top-bar"
      data-shop={bot ? String(enabled) : 'none'}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" onClick={onMenu} aria-label="Toggle navigation">
          <MenuIcon />
        </IconButton>
        <Box
          component="img"
          src="/favicon.svg"
          alt=""
          sx={{ width: 32, height: 32, display: { xs: 'none', sm: 'block' } }}
        />
        <Typography variant="h6" noWrap sx={{ flexGrow: 1 }}>
          ASA Discord Shop Bot
        </Typography>
        {loggedIn && bot && (
          <FormControlLabel
            control={
              <Switch
                color="default"
                checked={enabled}
                disabled={!can('Kits_Edit') || shop.isPending}
                onChange={(e) => shop.mutate(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Shop enabled' } }}
              />
            }
            label={enabled ? 'Shop enabled' : 'Shop disabled'}
            sx={{ display: { xs: 'none', md: 'flex' } }}
          />
        )}
        <Button color="inherit" variant="outlined" href="/joinBot" size="small">
          Invite
        </Button>
        <Tooltip title={mode === 'dark' ? 'Light theme' : 'Dark theme'}>
          <IconButton color="inherit" onClick={toggle} aria-label="Toggle dark theme">
            {mode === 'dark' ? <LightMode /> : <DarkMode />}
          </IconButton>
        </Tooltip>
        {loggedIn && instances.length > 0 && bot && (
          <Select
            size="small"
            value={bot.id}
            onChange={(e) => selectBot(Number(e.target.value))}
            inputProps={{ 'aria-label': 'Bot instance' }}
            sx={{ bgcolor: 'background.paper', minWidth: 180, maxWidth: 260 }}
            renderValue={(id) => {
              const b = instances.find((i) => i.id === id)!;
              return (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Avatar src={b.guildIconUrl || undefined} sx={{ width: 24, height: 24 }}>
                    {b.guildName.slice(0, 1)}
                  </Avatar>
                  <Typography noWrap variant="body2">
                    {b.guildName}
                  </Typography>
                </Box>
              );
            }}
          >
            {instances.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                <Avatar src={b.guildIconUrl || undefined} sx={{ width: 24, height: 24, mr: 1 }}>
                  {b.guildName.slice(0, 1)}
                </Avatar>
                {b.guildName}
              </MenuItem>
            ))}
          </Select>
        )}
      </Toolbar>
    </AppBar>
  );
}
