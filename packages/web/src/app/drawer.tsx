import { useEffect, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import {
  Badge,
  Box,
  Button,
  Divider,
  Drawer,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSession } from '../lib/session';
import { NavIcon } from './nav-icon';
import { ShopSwitch } from './shop-switch';
import {
  accountNav,
  bottomNav,
  conditionalNav,
  groupOf,
  loggedOutNav,
  navGroups,
  navKey,
  topNav,
  type NavGroup,
  type NavItem,
} from './nav-items';
import { useCommonT, type CommonKey } from '../lib/common-texts';

export const DRAWER_WIDTH = 260;
export const DRAWER_MINI = 60;

const rowSx = { minHeight: 36, py: 0.25, borderRadius: 1.5, mx: 0.75 } as const;
const label = (open: boolean, text: string, strong = false) =>
  open && (
    <ListItemText
      primary={text}
      // long names ("Votes (Deutsche ARK Server)") wrap to a second line instead of being cut
      slotProps={{ primary: { sx: { fontSize: 14, lineHeight: 1.3, fontWeight: strong ? 600 : 400 } } }}
    />
  );

function Item(p: { item: NavItem; open: boolean; badge?: number; onNavigate?: () => void; inset?: boolean }) {
  const { item, open, badge } = p;
  const text = useCommonT()(navKey(item.to));
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.to}
        end={item.to === '/'}
        onClick={p.onNavigate}
        sx={{
          ...rowSx,
          pl: p.inset && open ? 2 : 1.5,
          '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
          '&.active .MuiListItemIcon-root': { color: 'primary.main' },
        }}
        title={text}
      >
        <ListItemIcon sx={{ minWidth: 34 }}>
          {badge !== undefined ? (
            <Badge badgeContent={badge} color="error" max={99} data-testid="notification-badge">
              <NavIcon name={item.icon} />
            </Badge>
          ) : (
            <NavIcon name={item.icon} />
          )}
        </ListItemIcon>
        {label(open, text)}
      </ListItemButton>
    </ListItem>
  );
}

/** A group's header (a disclosure button) and, while open, its entries. */
function Group(p: {
  group: NavGroup;
  items: NavItem[];
  open: boolean;
  expanded: boolean;
  onToggle(): void;
  onNavigate?: () => void;
}) {
  const t = useCommonT();
  const text = t(`nav.group.${p.group.id}` as CommonKey);
  const listId = `nav-group-${p.group.id}`;
  return (
    <>
      <ListItem disablePadding>
        <ListItemButton
          onClick={p.onToggle}
          aria-expanded={p.expanded}
          aria-controls={listId}
          sx={{ ...rowSx, pl: 1.5, color: 'text.secondary' }}
          title={text}
          data-testid={listId}
        >
          <ListItemIcon sx={{ minWidth: 34 }}>
            <NavIcon name={p.group.icon} />
          </ListItemIcon>
          {label(p.open, text, true)}
          {p.open && (
            <ExpandMore
              fontSize="small"
              sx={{ transition: 'transform 150ms', transform: p.expanded ? 'rotate(180deg)' : 'none' }}
            />
          )}
        </ListItemButton>
      </ListItem>
      {/* no Collapse transition: its script would weigh on every first screen (budget) */}
      {/* a list inside a list item (a ul may hold only li: axe "list") */}
      {p.expanded && (
        <li>
          <List dense disablePadding id={listId}>
            {p.items.map((i) => (
              <Item key={i.to} item={i} open={p.open} inset onNavigate={p.onNavigate} />
            ))}
          </List>
        </li>
      )}
    </>
  );
}

/**
 * The navigation of SPEC 2 in collapsible groups (issue 38), shared by the desktop and the phone drawer: the
 * current route's group opens by itself and opening one group closes the others, so the whole list fits the
 * screen (no entry hidden under the account section).
 */
function NavLists({ wide, onNavigate }: { wide: boolean; onNavigate?: () => void }) {
  const { loggedIn, limits, notifications, isAdmin } = useSession();
  const t = useCommonT();
  const { pathname } = useLocation();
  const current = groupOf(pathname);
  const [expanded, setExpanded] = useState<string | undefined>(current);
  useEffect(() => {
    if (current) setExpanded(current);
  }, [current]);
  const item = (i: NavItem, badge?: number) => (
    <Item key={i.to} item={i} open={wide} badge={badge} onNavigate={onNavigate} />
  );
  const shown = (i: NavItem) =>
    (i.to !== conditionalNav.discordActivity || !!limits?.discordActivityPoints) &&
    (i.to !== conditionalNav.admin || isAdmin);
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ overflowY: 'auto', overflowX: 'hidden', display: 'flex', flexDirection: 'column', flexGrow: 1 }}
    >
      <List dense>
        {item({ to: '/', icon: 'home' })}
        {loggedIn && topNav.map((i) => item(i))}
        {loggedIn &&
          navGroups.map((g) => {
            const items = g.items.filter(shown);
            if (items.length === 0) return null;
            return (
              <Group
                key={g.id}
                group={g}
                items={items}
                open={wide}
                expanded={expanded === g.id}
                onToggle={() => setExpanded((e) => (e === g.id ? undefined : g.id))}
                onNavigate={onNavigate}
              />
            );
          })}
      </List>
      <Divider />
      <List dense>
        {loggedIn
          ? accountNav.map((i) => item(i, i.to === '/notifications' ? notifications.length : undefined))
          : loggedOutNav.map((i) => item(i))}
      </List>
      {wide && (
        <Box
          sx={{
            mt: 'auto',
            px: 2,
            py: 1,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            rowGap: 0.25,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {bottomNav.map((i) => (
            <Link
              key={i.to}
              component={RouterLink}
              to={i.to}
              onClick={onNavigate}
              variant="caption"
              color="text.secondary"
              underline="hover"
            >
              {t(navKey(i.to))}
            </Link>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Left drawer. Desktop: open by default, the menu icon collapses it to icons, and a collapsed drawer expands
 * on hover. Phones (under 600 px): an overlay opened by the menu icon and closed after navigating.
 */
export function AppDrawer({ open, mobile, onClose }: { open: boolean; mobile: boolean; onClose(): void }) {
  const [hover, setHover] = useState(false);
  const t = useCommonT();
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
        {/* the top bar's switch and Invite button, which a phone's bar has no room for */}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 0.5 }}>
          <ShopSwitch sx={{ m: 0 }} />
          <Button variant="outlined" size="small" href="/joinBot">
            {t('bar.invite')}
          </Button>
        </Box>
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
          display: 'flex',
          flexDirection: 'column',
        },
      }}
    >
      <Toolbar />
      <NavLists wide={wide} />
    </Drawer>
  );
}
