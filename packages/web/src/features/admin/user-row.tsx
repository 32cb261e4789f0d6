import { Fragment, useState } from 'react';
import { Box, Chip, Collapse, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Edit from '@mui/icons-material/Edit';
import Delete from '@mui/icons-material/Delete';
import { Tier, type BonusType, type Role, type User } from '@asa/domain';
import { useCommonT } from '../../lib/common-texts';
import { useAdminT } from './texts';

const tierName = (t: ReturnType<typeof useAdminT>, tier: number | undefined) =>
  tier !== undefined && tier in Tier ? t(`tier.${tier as Tier}`) : '-';

export function UserRow(p: {
  user: User;
  patreonTier: number | undefined;
  onEdit(): void;
  onDelete(): void;
}) {
  const [open, setOpen] = useState(false);
  const t = useAdminT();
  const c = useCommonT();
  const u = p.user;
  return (
    <Fragment>
      <TableRow hover data-testid={`user-row-${u.id}`}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? t('collapseRow') : t('expandRow')}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell>{u.id}</TableCell>
        <TableCell>{u.discordId}</TableCell>
        <TableCell data-server-text>{u.username}</TableCell>
        <TableCell>
          <span data-server-text>{u.email}</span>{' '}
          {u.email ? (
            <Chip size="small" label={t('claimed')} color="success" />
          ) : (
            <Chip size="small" label={t('unclaimed')} />
          )}
        </TableCell>
        <TableCell data-server-text>{u.patreonEmail}</TableCell>
        <TableCell>{t(`role.${u.role as Role}`)}</TableCell>
        <TableCell>{tierName(t, u.tier)}</TableCell>
        <TableCell>{tierName(t, p.patreonTier)}</TableCell>
        <TableCell>{t(`bonus.${u.bonusType as BonusType}`)}</TableCell>
        <TableCell>
          <IconButton aria-label={t('editItem', { name: u.username })} onClick={p.onEdit}>
            <Edit />
          </IconButton>
          <IconButton aria-label={t('deleteItem', { name: u.username })} onClick={p.onDelete}>
            <Delete />
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={11}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ m: 1 }}>
              <Typography variant="subtitle2">{t('knownIps')}</Typography>
              <Typography variant="body2">
                {u.selfHostingKnownIps.length ? u.selfHostingKnownIps.join(', ') : c('none')}
              </Typography>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
