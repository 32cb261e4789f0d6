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

const textFields = [
  ['name', 'Name'],
  ['discordName', 'Discord Name'],
  ['discordId', 'Discord ID'],
  ['steamId', 'Steam ID'],
  ['eosId', 'EOS ID'],
  ['deutscheArkServerUser', 'Voting-site user'],
] as const;

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
  const save = useSavePlayer(pl, p.onSaved, form);
  const ro = !p.canEdit;
  const field = fieldProps(form, ro);
  return (
    <Dialog open onClose={p.onClose} maxWidth="md" fullWidth aria-labelledby="player-title">
      <DialogTitle id="player-title">{pl ? `Edit ${pl.name}` : 'Add player'}</DialogTitle>
      <DialogContent>
        {pl && (
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label="Player sections">
            <Tab label="Details" id="player-tab-0" aria-controls="player-panel-0" />
            <Tab label="Purchases" id="player-tab-1" aria-controls="player-panel-1" />
            <Tab label="Vouchers" id="player-tab-2" aria-controls="player-panel-2" />
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
            {textFields.map(([k, label]) => (
              <TextField key={k} {...field(k, label)} />
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
                label="Credits"
                type="number"
                disabled={ro}
                {...register('credits', intField)}
                error={!!formState.errors.credits}
                helperText={
                  formState.errors.credits?.message ??
                  `Total credits earned: ${pl.totalCreditsEarned}. A change is written to the credit history.`
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
        <Button onClick={p.onClose}>Cancel</Button>
        {tab === 0 && (
          <Button variant="contained" type="submit" form="player-form" disabled={ro || save.isPending}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
