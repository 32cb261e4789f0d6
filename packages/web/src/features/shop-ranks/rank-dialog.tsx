import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  MAX_BUYABLE_SHOP_RANKS,
  messages,
  roleModeLabels,
  roleModes,
  shopRankInputSchema,
  toInt,
  type RoleMode,
  type ShopRank,
} from '@asa/domain';
import { api, ApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { RoleSelect } from '../../components/role-select';

/** Add / edit a shop rank; a new rank's price starts at the default price. */
export function RankDialog(p: {
  botId: number;
  rank: ShopRank | null;
  ranks: ShopRank[];
  defaultPrice: number;
  rankLimit: number;
  canEdit: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const toast = useToast();
  const r = p.rank;
  const [v, setV] = useState({
    name: r?.name ?? '',
    description: r?.description ?? '',
    iconUrl: r?.iconUrl ?? '',
    discount: String(r?.discount ?? 0),
    passiveCredits: String(r?.passiveCredits ?? 0),
    sortingIndex: String(r?.sortingIndex ?? p.ranks.length),
    roleMode: (r?.roleMode ?? 'none') as RoleMode,
    assignDiscordRoleId: r?.assignDiscordRoleId ?? '',
    buyRoleEnabled: r?.buyRoleEnabled ?? false,
    buyRolePrice: String(r?.buyRolePrice ?? p.defaultPrice),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const others = p.ranks.filter((x) => x.id !== r?.id);
  const buyableFull =
    v.buyRoleEnabled &&
    !r?.buyRoleEnabled &&
    others.filter((x) => x.buyRoleEnabled).length >= MAX_BUYABLE_SHOP_RANKS;
  const rankFull = !r && p.ranks.length >= p.rankLimit;
  const save = async () => {
    const body = {
      ...(r ?? {}),
      botId: p.botId,
      ...v,
      discount: toInt(v.discount, NaN),
      passiveCredits: toInt(v.passiveCredits, NaN),
      sortingIndex: toInt(v.sortingIndex, NaN),
      buyRolePrice: toInt(v.buyRolePrice, NaN),
    };
    const checked = shopRankInputSchema.safeParse(body);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const i of checked.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    try {
      await api(r ? 'PUT' : 'POST', '/api/role', { role: checked.data });
      toast({ severity: 'success', message: r ? 'Shop rank saved.' : 'Shop rank added.' });
      p.onSaved();
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fields);
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
  };
  const text = (
    k: 'name' | 'description' | 'iconUrl' | 'discount' | 'passiveCredits' | 'sortingIndex' | 'buyRolePrice',
    label: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      type={type}
      value={v[k]}
      disabled={!p.canEdit}
      onChange={(e) => setV({ ...v, [k]: e.target.value })}
      error={!!errors[k]}
      helperText={errors[k]}
      multiline={k === 'description'}
    />
  );
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="rank-title">
      <DialogTitle id="rank-title">{r ? `Edit ${r.name}` : 'Add shop rank'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {text('name', 'Name')}
          {text('description', 'Description')}
          {text('iconUrl', 'Icon URL')}
          {text('discount', 'Discount (%)', 'number')}
          {text('passiveCredits', 'Passive credits per 24 hours', 'number')}
          {text('sortingIndex', 'Sorting Index', 'number')}
          <TextField
            select
            label="Role Mode"
            value={v.roleMode}
            disabled={!p.canEdit}
            onChange={(e) => setV({ ...v, roleMode: e.target.value as RoleMode })}
          >
            {roleModes.map((m) => (
              <MenuItem key={m} value={m}>
                {roleModeLabels[m]}
              </MenuItem>
            ))}
          </TextField>
          {v.roleMode !== 'none' && (
            <RoleSelect
              label="Discord Role"
              value={v.assignDiscordRoleId}
              disabled={!p.canEdit}
              onChange={(id) => setV({ ...v, assignDiscordRoleId: id })}
            />
          )}
          <FormControlLabel
            label="Can be bought"
            control={
              <Switch
                checked={v.buyRoleEnabled}
                disabled={!p.canEdit}
                onChange={(e) => setV({ ...v, buyRoleEnabled: e.target.checked })}
              />
            }
          />
          {v.buyRoleEnabled && text('buyRolePrice', 'Price', 'number')}
          {(buyableFull || rankFull) && (
            <Alert severity="warning">
              {rankFull ? messages.rankLimitReached : messages.buyableRankLimitReached}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" disabled={!p.canEdit || buyableFull || rankFull} onClick={save}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
