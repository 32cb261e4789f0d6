import { useState } from 'react';
import { NavLink } from 'react-router';
import {
  Badge,
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
} from '@mui/material';
import { useSession } from '../lib/session';
import { NavIcon } from './nav-icon';
import { ShopSwitch } from './shop-switch';
import {
  accountNav,
  activityNav,
  adminNav,
  bottomNav,
  instanceNav,
  loggedOutNav,
  navKey,
  type NavItem,
} from './nav-items';
import { useCommonT } from '../lib/common-texts';

export const DRAWER_WIDTH = 260;
export const DRAWER_MINI = 60;

function Item(p: { item: NavItem; open: boolean; badge?: number; onNavigate?: () => void }) {
  const { item, open, badge } = p;
  const label = useCommonT()(navKey(item.to));
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.to}
        end={item.to === '/'}
        onClick={p.onNavigate}
        sx={{ minHeight: 40, '&.active': { bgcolor: 'action.selected' } }}
        title={label}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          {badge !== undefined ? (
            <Badge badgeContent={badge} color="error" max={99} data-testid="notification-badge">
              <NavIcon name={item.icon} />
            </Badge>
          ) : (
            <NavIcon name={item.icon} />
          )}
        </ListItemIcon>
        {open && (
          <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
        )}
      </ListItemButton>
    </ListItem>
  );
}

/** The navigation groups of SPEC 2, shared by the desktop and the phone drawer. */
function NavLists({ wide, onNavigate }: { wide: boolean; onNavigate?: () => void }) {
  const { loggedIn, limits, notifications, isAdmin } = useSession();
  const t = useCommonT();
  const item = (i: NavItem, badge?: number) => (
    <Item key={i.to} item={i} open={wide} badge={badge} onNavigate={onNavigate} />
  );
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ overflowY: 'auto', overflowX: 'hidden' }}>
      <List dense>
        {item({ to: '/', icon: 'home' })}
        {loggedIn && instanceNav.map((i) => item(i))}
        {loggedIn && limits?.discordActivityPoints && item(activityNav)}
      </List>
      {/* the account group (Logout) sticks to the bottom while the long instance list scrolls above it */}
      <Box sx={{ position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.paper' }}>
        <Divider />
        <List dense>
          {loggedIn
            ? accountNav.map((i) => item(i, i.to === '/notifications' ? notifications.length : undefined))
            : loggedOutNav.map((i) => item(i))}
          {isAdmin && item(adminNav)}
        </List>
      </Box>
      <Divider />
      <List dense>{bottomNav.map((i) => item(i))}</List>
    </Box>
  );
}

/**
 * Left drawer. Desktop: open by default, the menu icon collapses it to icons, and a collapsed drawer expands
 * on hover. Phones (under 600 px): an overlay opened by the menu icon and closed after navigating.
 */
export function AppDrawer({ open, mobile, onClose }: { open: boolean; mobile: boolean; onClose(): void }) {
  const [hover, setHover] = useState(false);
  if (mobile)
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        // not kept mounted: the phone's first screen does not build the closed menu's items
        sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <Toolbar />
        <ShopSwitch sx={{ px: 2, py: 1, m: 0 }} />
        <NavLists wide onNavigate={onClose} />
      </Drawer>
    );
  const wide = open || hover;
  return (
    <Drawer
      variant="permanent"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      sx={{
        width: open ? DRAWER_WIDTH : DRAWER_MINI,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width: wide ? DRAWER_WIDTH : DRAWER_MINI,
          overflowX: 'hidden',
          transition: 'width 150ms',
        },
      }}
    >
      <Toolbar />
      <NavLists wide={wide} />
    </Drawer>
  );
}
