import { useState } from 'react';
import { NavLink } from 'react-router';
import {
  Badge,
  Box,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
} from '@mui/material';
import { useSession } from '../lib/session';
import { NavIcon } from './nav-icon';
import {
  accountNav,
  activityNav,
  adminNav,
  bottomNav,
  instanceNav,
  loggedOutNav,
  type NavItem,
} from './nav-items';

export const DRAWER_WIDTH = 260;
export const DRAWER_MINI = 60;

function Item({ item, open, badge }: { item: NavItem; open: boolean; badge?: number }) {
  return (
    <ListItemButton
      component={NavLink}
      to={item.to}
      sx={{ minHeight: 40, '&.active': { bgcolor: 'action.selected' } }}
      title={item.label}
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
        <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
      )}
    </ListItemButton>
  );
}

/** Left drawer: open by default, the menu icon collapses it to icons, and a collapsed drawer expands on hover. */
export function AppDrawer({ open }: { open: boolean }) {
  const { loggedIn, limits, notifications, isAdmin } = useSession();
  const [hover, setHover] = useState(false);
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
      <Box component="nav" aria-label="Main navigation" sx={{ overflowY: 'auto' }}>
        <List dense>
          <Item item={{ to: '/', label: 'Home', icon: 'home' }} open={wide} />
          {loggedIn && instanceNav.map((i) => <Item key={i.to} item={i} open={wide} />)}
          {loggedIn && limits?.discordActivityPoints && <Item item={activityNav} open={wide} />}
        </List>
        <Divider />
        <List dense>
          {loggedIn
            ? accountNav.map((i) => (
                <Item
                  key={i.to}
                  item={i}
                  open={wide}
                  badge={i.to === '/notifications' ? notifications.length : undefined}
                />
              ))
            : loggedOutNav.map((i) => <Item key={i.to} item={i} open={wide} />)}
          {isAdmin && <Item item={adminNav} open={wide} />}
        </List>
        <Divider />
        <List dense>
          {bottomNav.map((i) => (
            <Item key={i.to} item={i} open={wide} />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
