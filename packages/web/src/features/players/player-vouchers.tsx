import { Controller } from 'react-hook-form';
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
import { messages, voucherAddSchema, type Player } from '@asa/domain';
import { fieldError, intField, useZodForm } from '../../lib/form';
import { useKitNames, useVouchers } from './use-vouchers';
import { PlayerLimitReset } from './player-limit-reset';

/** Kit vouchers of a player: the list (kit name + count) with "remove one", and a form to add vouchers. */
export function PlayerVouchers(p: { botId: number; player: Player; canEdit: boolean }) {
  const kits = useKitNames(p.botId).data ?? [];
  const { vouchers, change } = useVouchers(p.botId, p.player);
  const { register, control, handleSubmit, formState } = useZodForm(
    voucherAddSchema,
    { count: 1 },
    'onChange',
  );
  const err = fieldError(formState.errors);
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
        component="form"
        noValidate
        aria-label="Add voucher"
        onSubmit={handleSubmit((v) => change.mutate(v))}
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Controller
          control={control}
          name="kitId"
          render={({ field }) => (
            <TextField
              select
              label="Kit"
              value={field.value ?? ''}
              disabled={!p.canEdit}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
              sx={{ minWidth: 220 }}
            >
              {kits.map((k) => (
                <MenuItem key={k.id} value={k.id}>
                  {k.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Count"
          type="number"
          disabled={!p.canEdit}
          {...register('count', intField)}
          {...err('count')}
          helperText={err('count').helperText ?? ' '}
          sx={{ width: 120 }}
        />
        <Button variant="contained" type="submit" sx={{ mt: 1 }} disabled={busy || !formState.isValid}>
          Add voucher
        </Button>
      </Stack>
      <PlayerLimitReset {...p} />
    </>
  );
}
