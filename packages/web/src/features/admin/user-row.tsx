import { Fragment, useState } from 'react';
import { Box, Chip, Collapse, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Edit from '@mui/icons-material/Edit';
import Delete from '@mui/icons-material/Delete';
import {
  bonusTypeLabels,
  roleLabels,
  tierLabels,
  type BonusType,
  type Role,
  type Tier,
  type User,
} from '@asa/domain';

export function UserRow(p: {
  user: User;
  patreonTier: number | undefined;
  onEdit(): void;
  onDelete(): void;
}) {
  const [open, setOpen] = useState(false);
  const u = p.user;
  return (
    <Fragment>
      <TableRow hover data-testid={`user-row-${u.id}`}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? 'Collapse row' : 'Expand row'}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell>{u.id}</TableCell>
        <TableCell>{u.discordId}</TableCell>
        <TableCell>{u.username}</TableCell>
        <TableCell>
          {u.email}{' '}
          {u.email ? (
            <Chip size="small" label="claimed" color="success" />
          ) : (
            <Chip size="small" label="unclaimed" />
          )}
        </TableCell>
        <TableCell>{u.patreonEmail}</TableCell>
        <TableCell>{roleLabels[u.role as Role]}</TableCell>
        <TableCell>{tierLabels[u.tier as Tier] ?? '-'}</TableCell>
        <TableCell>
          {p.patreonTier === undefined ? '-' : (tierLabels[p.patreonTier as Tier] ?? '-')}
        </TableCell>
        <TableCell>{bonusTypeLabels[u.bonusType as BonusType]}</TableCell>
        <TableCell>
          <IconButton aria-label={`Edit user ${u.username}`} onClick={p.onEdit}>
            <Edit />
          </IconButton>
          <IconButton aria-label={`Delete user ${u.username}`} onClick={p.onDelete}>
            <Delete />
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={11}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ m: 1 }}>
              <Typography variant="subtitle2">Known self-hosting IPs</Typography>
              <Typography variant="body2">
                {u.selfHostingKnownIps.length ? u.selfHostingKnownIps.join(', ') : 'None'}
              </Typography>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
