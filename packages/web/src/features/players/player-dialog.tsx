import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { playerInputSchema, type Player, type ShopRank } from '@asa/domain';
import { fieldProps, intField, useZodForm } from '../../lib/form';
import { CreditHistory } from './credit-history';
import { BuyLimitResetAction } from './buy-limit-reset';
import { PlayerPurchases } from './player-purchases';
import { PlayerVouchers } from './player-vouchers';
import { PlayerGameLink } from '../../components/player-game-link';
import { RankMultiSelect } from './rank-multi-select';
import { useSavePlayer } from './use-save-player';
import { usePlayersT } from './texts';
import { useCommonT } from '../../lib/common-texts';
import { formatCredits } from '../../lib/format';

/** The text fields; each one's label is `field.<name>`. */
const textFields = ['name', 'discordName', 'discordId', 'steamId', 'eosId', 'deutscheArkServerUser'] as const;

/**
 * Add / edit a player. New players start at 0 credits (no credits field). Editing adds the tabs Purchases
 * (the player's last purchases and the buy-limit reset) and Vouchers (kit vouchers, changed at once through
 * their own route).
 */
export function PlayerDialog(p: {
  botId: number;
  player: Player | null;
  ranks: ShopRank[];
  canEdit: boolean;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const pl = p.player;
  const t = usePlayersT();
  const c = useCommonT();
  const [tab, setTab] = useState(0);
  const form = useZodForm(
    playerInputSchema,
    pl
      ? { ...pl, creditHistory: undefined }
      : {
          botId: p.botId,
          name: '',
          discordName: '',
          discordId: '',
          steamId: '',
          eosId: '',
          deutscheArkServerUser: '',
          roles: [],
          credits: 0,
          totalCreditsEarned: 0,
        },
  );
  const { register, control, handleSubmit, formState } = form;
  const save = useSavePlayer(pl, p.onSaved, form, pl ? t('saved') : t('added'));
  const ro = !p.canEdit;
  const field = fieldProps(form, ro);
  return (
    <Dialog open onClose={p.onClose} maxWidth="md" fullWidth aria-labelledby="player-title">
      <DialogTitle id="player-title">{pl ? t('dialog.edit', { name: pl.name }) : t('add')}</DialogTitle>
      <DialogContent>
        {pl && (
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={t('dialog.sections')}>
            <Tab label={t('tab.details')} id="player-tab-0" aria-controls="player-panel-0" />
            <Tab label={t('tab.purchases')} id="player-tab-1" aria-controls="player-panel-1" />
            <Tab label={t('tab.vouchers')} id="player-tab-2" aria-controls="player-panel-2" />
          </Tabs>
        )}
        <Box role="tabpanel" id="player-panel-0" aria-labelledby="player-tab-0" hidden={tab !== 0}>
          <Stack
            component="form"
            id="player-form"
            noValidate
            spacing={2}
            sx={{ mt: 1 }}
            onSubmit={handleSubmit((v) => save.mutate(v))}
          >
            {textFields.map((k) => (
              <TextField key={k} {...field(k, t(`field.${k}`))} />
            ))}
            <Controller
              control={control}
              name="roles"
              render={({ field }) => (
                <RankMultiSelect
                  value={field.value ?? []}
                  ranks={p.ranks}
                  disabled={ro}
                  error={formState.errors.roles?.message}
                  onChange={field.onChange}
                />
              )}
            />
            {pl && (
              <TextField
                label={t('field.credits')}
                type="number"
                disabled={ro}
                {...register('credits', intField)}
                error={!!formState.errors.credits}
                helperText={
                  formState.errors.credits?.message ??
                  t('creditsHelp', { total: formatCredits(pl.totalCreditsEarned) })
                }
              />
            )}
          </Stack>
          {pl && <CreditHistory playerId={pl.id} />}
          {pl && <PlayerGameLink botId={p.botId} playerId={pl.id} canEdit={p.canEdit} />}
        </Box>
        {pl && tab === 1 && (
          <Box role="tabpanel" id="player-panel-1" aria-labelledby="player-tab-1" sx={{ mt: 2 }}>
            <PlayerPurchases botId={p.botId} playerId={pl.id} canEdit={p.canEdit} />
            <BuyLimitResetAction botId={p.botId} player={pl} canEdit={p.canEdit} />
          </Box>
        )}
        {pl && tab === 2 && (
          <Box role="tabpanel" id="player-panel-2" aria-labelledby="player-tab-2" sx={{ mt: 2 }}>
            <PlayerVouchers botId={p.botId} player={pl} canEdit={p.canEdit} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{c('cancel')}</Button>
        {tab === 0 && (
          <Button variant="contained" type="submit" form="player-form" disabled={ro || save.isPending}>
            {c('save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
