import { useState } from 'react';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { playerInputSchema, toInt, type Player, type ShopRank } from '@asa/domain';
import { api, ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { rankName } from '../../components/refs';
import { CreditHistory } from './credit-history';
import { useCreditHistory } from './use-players';

const fields = [
  ['name', 'Name'],
  ['discordName', 'Discord Name'],
  ['discordId', 'Discord ID'],
  ['steamId', 'Steam ID'],
  ['eosId', 'EOS ID'],
  ['deutscheArkServerUser', 'Voting-site user'],
] as const;

/**
 * Add / edit a player. New players start with 0 credits; when the credits of an existing player change,
 * the difference is sent to PUT /api/player/credit (written to the credit history).
 */
export function PlayerDialog(p: {
  botId: number;
  player: Player | null;
  ranks: ShopRank[];
  canEdit: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const { user } = useSession();
  const toast = useToast();
  const history = useCreditHistory(p.player?.id);
  const [v, setV] = useState(() => ({
    name: p.player?.name ?? '',
    discordName: p.player?.discordName ?? '',
    discordId: p.player?.discordId ?? '',
    steamId: p.player?.steamId ?? '',
    eosId: p.player?.eosId ?? '',
    deutscheArkServerUser: p.player?.deutscheArkServerUser ?? '',
    roles: p.player?.roles ?? [],
    credits: String(p.player?.credits ?? 0),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const body = {
      ...(p.player ?? {}),
      botId: p.botId,
      ...v,
      credits: p.player?.credits ?? 0,
      totalCreditsEarned: p.player?.totalCreditsEarned ?? 0,
    };
    const checked = playerInputSchema.safeParse(body);
    const credits = toInt(v.credits, NaN);
    const next: Record<string, string> = {};
    if (!checked.success) for (const i of checked.error.issues) next[String(i.path[0])] ??= i.message;
    if (p.player && (!Number.isInteger(credits) || credits < 0))
      next.credits = 'Credits must be a positive number';
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const saved = await api<Player>(p.player ? 'PUT' : 'POST', '/api/player', { player: checked.data });
      const diff = p.player ? credits - p.player.credits : 0;
      if (diff !== 0)
        await api('PUT', '/api/player/credit', {
          playerId: saved.id,
          credits: diff,
          reason: `Edited by ${user?.username ?? 'a manager'} on the dashboard`,
        });
      toast({ severity: 'success', message: p.player ? 'Player saved.' : 'Player added.' });
      p.onSaved();
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fields);
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={p.onClose} maxWidth="md" fullWidth aria-labelledby="player-title">
      <DialogTitle id="player-title">{p.player ? `Edit ${p.player.name}` : 'Add player'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {fields.map(([k, label]) => (
            <TextField
              key={k}
              label={label}
              value={v[k]}
              disabled={!p.canEdit}
              onChange={(e) => setV({ ...v, [k]: e.target.value })}
              error={!!errors[k]}
              helperText={errors[k]}
            />
          ))}
          <TextField
            select
            label="Shop Ranks"
            value={v.roles}
            disabled={!p.canEdit}
            onChange={(e) => setV({ ...v, roles: (e.target.value as unknown as number[]).map(Number) })}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (ids) =>
                  (ids as number[]).map((id) => (
                    <Chip key={id} size="small" label={rankName(id, p.ranks)} sx={{ mr: 0.5 }} />
                  )),
              },
            }}
          >
            {p.ranks.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          {p.player && (
            <TextField
              label="Credits"
              type="number"
              value={v.credits}
              disabled={!p.canEdit}
              onChange={(e) => setV({ ...v, credits: e.target.value })}
              error={!!errors.credits}
              helperText={errors.credits ?? `Total earned: ${p.player.totalCreditsEarned}`}
            />
          )}
        </Stack>
        {p.player && <CreditHistory history={history.data ?? []} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" disabled={!p.canEdit || saving} onClick={save}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
