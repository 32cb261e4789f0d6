import { useId, useState } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useCommonT } from '../lib/common-texts';

export type MoreAction = { label: string; onClick(): void; disabled?: boolean };

/**
 * "More actions": the toolbar's secondary actions in one menu (issue 38), so a list's toolbar keeps its one
 * or two main actions as buttons and does not wrap into rows of text buttons (docs/web-guide.md "Toolbars").
 * Each item closes the menu and runs its action; the menu is keyboard-operable (arrows, Enter, Escape).
 */
export function MoreActions(p: { actions: MoreAction[] }) {
  const t = useCommonT();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}b`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? `${id}m` : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('moreActions')}
        <Box component="span" aria-hidden sx={{ ml: 0.5, fontSize: '0.75em' }}>
          ▼
        </Box>
      </Button>
      <Menu
        id={`${id}m`}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}b` } }}
      >
        {p.actions.map((a) => (
          <MenuItem
            key={a.label}
            disabled={a.disabled}
            onClick={() => {
              setAnchor(null);
              a.onClick();
            }}
          >
            {a.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
