import { useState } from 'react';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import TableRows from '@mui/icons-material/TableRows';
import { useCommonT } from '../lib/common-texts';
import { GRID_DENSITIES, setGridDensity, useGridDensity } from '../lib/grid-density';

/** The top bar's table density menu: compact, standard or comfortable rows in every dashboard table. */
export function DensitySwitch() {
  const t = useCommonT();
  const density = useGridDensity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('bar.density')}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('bar.density')}
          aria-haspopup="menu"
          data-testid="density-switch"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <TableRows />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {GRID_DENSITIES.map((d) => (
          <MenuItem
            key={d}
            selected={d === density}
            onClick={() => {
              setAnchor(null);
              setGridDensity(d);
            }}
          >
            {t(`density.${d}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
