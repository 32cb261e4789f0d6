import { useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Checkbox,
  Dialog,
  FormControlLabel,
  IconButton,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import {
  kitInputSchema,
  kitTypeLabels,
  kitTypes,
  resetCycleLabels,
  resetCycles,
  toInt,
  type Kit,
  type KitInput,
  type KitType,
  type ResetCycle,
  type Server,
  type ShopRank,
} from '@asa/domain';
import { api, ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { ChannelSelect } from '../../components/channel-select';
import { RoleSelect } from '../../components/role-select';
import { ItemGroupsEditor } from './item-groups-editor';

export type KitDraft = KitInput & { id?: number };

/** A new kit starts with the kit settings' default channel, Discord role and shop rank (SPEC 4). */
export function newKit(bot: {
  kitSettings: { defaultChannelId: string; defaultDiscordRoleId: string; defaultBotRoleId: number | null };
}): KitDraft {
  return {
    name: '',
    description: '',
    price: 0,
    kitType: 'normal',
    itemGroups: [{ index: 0, name: 'Items', items: [] }],
    channelId: bot.kitSettings.defaultChannelId,
    requiredDiscordRoleId: bot.kitSettings.defaultDiscordRoleId,
    requiredRole: bot.kitSettings.defaultBotRoleId,
  };
}

/** Duplicate: id and messageId cleared, name suffixed ' - DUPLICATE', opened as a new kit. */
export const duplicateKit = (k: Kit): KitDraft => ({
  ...k,
  id: undefined,
  messageId: '',
  name: `${k.name} - DUPLICATE`,
});

export function KitEditor(p: {
  draft: KitDraft;
  servers: Server[];
  ranks: ShopRank[];
  canEdit: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const { bot, limits } = useSession();
  const toast = useToast();
  // editing drops server ids that no longer exist
  const [k, setK] = useState<KitDraft>(() => ({
    ...p.draft,
    serverIds: (p.draft.serverIds ?? []).filter((id) => p.servers.some((s) => s.id === id)),
  }));
  const [prices, setPrices] = useState({
    price: String(p.draft.price ?? 0),
    maxBuys: String(p.draft.maxBuys ?? 0),
    sortingIndex: String(p.draft.sortingIndex ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ks = bot!.kitSettings;
  const clearErrors = (keys: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !keys.includes(key))));
  const set = (patch: Partial<KitDraft>) => {
    setK({ ...k, ...patch });
    clearErrors(Object.keys(patch));
  };
  const body = () => ({
    ...k,
    botId: bot!.id,
    price: toInt(prices.price, NaN),
    maxBuys: toInt(prices.maxBuys, NaN),
    sortingIndex: toInt(prices.sortingIndex, NaN),
  });
  const check = kitInputSchema.safeParse(body());
  const choiceTooMany =
    !check.success &&
    check.error.issues.some((i) => i.path.join('.') === 'itemGroups' && k.kitType === 'multipleChoice');

  const save = async () => {
    if (!check.success) {
      const next: Record<string, string> = {};
      for (const i of check.error.issues) next[i.path.join('.')] ??= i.message;
      return setErrors(next);
    }
    try {
      await api(k.id ? 'PUT' : 'POST', '/api/kit', { kit: check.data });
      toast({ severity: 'success', message: k.id ? 'Kit saved.' : 'Kit added.' });
      p.onSaved();
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fields);
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
  };
  const text = (key: 'name' | 'description' | 'iconUrl', label: string) => (
    <TextField
      label={label}
      value={k[key] ?? ''}
      disabled={!p.canEdit}
      multiline={key === 'description'}
      onChange={(e) => set({ [key]: e.target.value })}
      error={!!errors[key]}
      helperText={errors[key]}
    />
  );
  const num = (key: 'price' | 'maxBuys' | 'sortingIndex', label: string) => (
    <TextField
      label={label}
      type="number"
      value={prices[key]}
      disabled={!p.canEdit}
      onChange={(e) => {
        setPrices({ ...prices, [key]: e.target.value });
        clearErrors([key]);
      }}
      error={!!errors[key]}
      helperText={errors[key]}
    />
  );
  const sw = (
    key: 'isEnabled' | 'isBuyable' | 'useBuyLimit' | 'useServerLimit' | 'useRoleLimit',
    label: string,
    def: boolean,
  ) => (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={k[key] ?? def}
          disabled={!p.canEdit}
          onChange={(e) => set({ [key]: e.target.checked })}
        />
      }
    />
  );
  return (
    <Dialog fullScreen open onClose={p.onClose} aria-labelledby="kit-editor-title">
      <AppBar position="sticky" color="default">
        <Toolbar>
          <IconButton edge="start" onClick={p.onClose} aria-label="Close">
            <Close />
          </IconButton>
          <Typography id="kit-editor-title" variant="h6" sx={{ flexGrow: 1, ml: 1 }}>
            {k.id ? `Edit kit ${p.draft.name}` : 'Add kit'}
          </Typography>
          <Button variant="contained" disabled={!p.canEdit || choiceTooMany} onClick={save}>
            Save
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 3, maxWidth: 900 }}>
        <Stack spacing={2}>
          {text('name', 'Name')}
          {text('description', 'Description')}
          {text('iconUrl', 'Icon URL')}
          <Stack direction="row" spacing={2}>
            {num('price', 'Price')}
            {num('sortingIndex', 'Sorting Index')}
          </Stack>
          <Stack direction="row" spacing={2}>
            {sw('isEnabled', 'Enabled', true)}
            {sw('isBuyable', 'Buyable', true)}
          </Stack>
          <TextField
            select
            label="Kit type"
            value={k.kitType ?? 'normal'}
            disabled={!p.canEdit}
            onChange={(e) => set({ kitType: e.target.value as KitType })}
          >
            {kitTypes.map((t) => (
              <MenuItem key={t} value={t}>
                {kitTypeLabels[t]}
              </MenuItem>
            ))}
          </TextField>
          <ChannelSelect
            label="Channel"
            value={k.channelId ?? ''}
            disabled={!p.canEdit}
            onChange={(id) => set({ channelId: id })}
          />
          {ks.enableBuyLimits && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {sw('useBuyLimit', 'Buy limit', false)}
              {num('maxBuys', 'Maximum Buys')}
              <TextField
                select
                label="Reset"
                value={k.resetAt ?? 'never'}
                disabled={!p.canEdit}
                onChange={(e) => set({ resetAt: e.target.value as ResetCycle })}
                sx={{ minWidth: 140 }}
              >
                {resetCycles.map((r) => (
                  <MenuItem key={r} value={r}>
                    {resetCycleLabels[r]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
          {ks.enableServerLimits && (
            <Stack spacing={1}>
              {sw('useServerLimit', 'Server limit', false)}
              <TextField
                select
                label="Servers"
                value={k.serverIds ?? []}
                disabled={!p.canEdit}
                onChange={(e) => set({ serverIds: (e.target.value as unknown as number[]).map(Number) })}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (ids) =>
                      (ids as number[]).map((id) => p.servers.find((s) => s.id === id)?.name).join(', '),
                  },
                }}
              >
                {p.servers.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    <Checkbox checked={(k.serverIds ?? []).includes(s.id)} />
                    <ListItemText primary={s.name} />
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
          {ks.enableRoleLimits && (
            <Stack spacing={1}>
              {sw('useRoleLimit', 'Role/Rank limit', false)}
              <TextField
                select
                label="Required shop rank"
                value={k.requiredRole ?? ''}
                disabled={!p.canEdit}
                onChange={(e) => set({ requiredRole: e.target.value === '' ? null : Number(e.target.value) })}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">
                  <em>None</em>
                </MenuItem>
                {p.ranks.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.name}
                  </MenuItem>
                ))}
              </TextField>
              <RoleSelect
                label="Required Discord role"
                value={k.requiredDiscordRoleId ?? ''}
                disabled={!p.canEdit}
                onChange={(id) => set({ requiredDiscordRoleId: id })}
              />
            </Stack>
          )}
          <ItemGroupsEditor
            groups={(k.itemGroups ?? []).map((g) => ({
              index: g.index,
              name: g.name ?? '',
              items: g.items ?? [],
            }))}
            onChange={(g) => set({ itemGroups: g })}
            itemLimit={limits?.numItems ?? Infinity}
            errors={errors}
            disabled={!p.canEdit}
          />
          {choiceTooMany && (
            <Typography color="error" role="alert">
              {check.success
                ? ''
                : check.error.issues.find((i) => i.path.join('.') === 'itemGroups')?.message}
            </Typography>
          )}
        </Stack>
      </Box>
    </Dialog>
  );
}
