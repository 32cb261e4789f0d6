import { useState } from 'react';
import {
  Button,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { messages, type Player } from '@asa/domain';
import { useKitNames, useVouchers } from './use-vouchers';
import { PlayerLimitReset } from './player-limit-reset';

/** Kit vouchers of a player: the list (kit name + count) with "remove one", and a form to add vouchers. */
export function PlayerVouchers(p: { botId: number; player: Player; canEdit: boolean }) {
  const kits = useKitNames(p.botId).data ?? [];
  const { vouchers, change } = useVouchers(p.botId, p.player);
  const [kitId, setKitId] = useState('');
  const [count, setCount] = useState('1');
  const n = count.trim() === '' ? NaN : Number(count);
  const countError = Number.isInteger(n) && n >= 1 ? '' : 'Enter a whole number of at least 1';
  const kitName = (id: number) => kits.find((k) => k.id === id)?.name ?? `Kit #${id}`;
  const busy = !p.canEdit || change.isPending;
  return (
    <>
      <Table size="small" aria-label="Vouchers">
        <TableHead>
          <TableRow>
            <TableCell>Kit</TableCell>
            <TableCell align="right">Count</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vouchers.map((v) => (
            <TableRow key={v.kitId}>
              <TableCell>{kitName(v.kitId)}</TableCell>
              <TableCell align="right">{v.count}</TableCell>
              <TableCell align="right">
                <IconButton
                  aria-label={`Remove one ${kitName(v.kitId)} voucher`}
                  disabled={busy}
                  onClick={() => change.mutate({ kitId: v.kitId, count: -1 })}
                >
                  <RemoveCircleOutline />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {vouchers.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{messages.noData}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          select
          label="Kit"
          value={kitId}
          disabled={!p.canEdit}
          onChange={(e) => setKitId(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {kits.map((k) => (
            <MenuItem key={k.id} value={String(k.id)}>
              {k.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Count"
          type="number"
          value={count}
          disabled={!p.canEdit}
          onChange={(e) => setCount(e.target.value)}
          error={!!countError}
          helperText={countError || ' '}
          sx={{ width: 120 }}
        />
        <Button
          variant="contained"
          sx={{ mt: 1 }}
          disabled={busy || !kitId || !!countError}
          onClick={() => change.mutate({ kitId: Number(kitId), count: n })}
        >
          Add voucher
        </Button>
      </Stack>
      <PlayerLimitReset {...p} />
    </>
  );
}
