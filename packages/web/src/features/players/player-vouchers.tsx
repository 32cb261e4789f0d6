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
import { voucherAddSchema, type Player } from '@asa/domain';
import { fieldError, intField, useZodForm } from '../../lib/form';
import { useKitNames, useVouchers } from './use-vouchers';
import { PlayerLimitReset } from './player-limit-reset';
import { usePlayersT } from './texts';
import { useSpecMessages } from '../../lib/spec-messages';

/** Kit vouchers of a player: the list (kit name + count) with "remove one", and a form to add vouchers. */
export function PlayerVouchers(p: { botId: number; player: Player; canEdit: boolean }) {
  const t = usePlayersT();
  const m = useSpecMessages();
  const kits = useKitNames(p.botId).data ?? [];
  const { vouchers, change } = useVouchers(p.botId, p.player);
  const { register, control, handleSubmit, formState } = useZodForm(
    voucherAddSchema,
    { count: 1 },
    'onChange',
  );
  const err = fieldError(formState.errors);
  const kitName = (id: number) => kits.find((k) => k.id === id)?.name ?? t('voucher.kitNumber', { id });
  const busy = !p.canEdit || change.isPending;
  return (
    <>
      <Table size="small" aria-label={t('vouchers')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('voucher.kit')}</TableCell>
            <TableCell align="right">{t('voucher.count')}</TableCell>
            <TableCell align="right">{t('voucher.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vouchers.map((v) => (
            <TableRow key={v.kitId}>
              <TableCell>{kitName(v.kitId)}</TableCell>
              <TableCell align="right">{v.count}</TableCell>
              <TableCell align="right">
                <IconButton
                  aria-label={t('voucher.removeOne', { kit: kitName(v.kitId) })}
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
              <TableCell colSpan={3}>{m('noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack
        component="form"
        noValidate
        aria-label={t('voucher.addForm')}
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
              label={t('voucher.kit')}
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
          label={t('voucher.count')}
          type="number"
          disabled={!p.canEdit}
          {...register('count', intField)}
          {...err('count')}
          helperText={err('count').helperText ?? ' '}
          sx={{ width: 120 }}
        />
        <Button variant="contained" type="submit" sx={{ mt: 1 }} disabled={busy || !formState.isValid}>
          {t('voucher.add')}
        </Button>
      </Stack>
      <PlayerLimitReset {...p} />
    </>
  );
}
