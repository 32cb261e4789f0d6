import { Controller } from 'react-hook-form';
import { Alert, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { roleModes, shopRankInputSchema, type ShopRank, type ShopRankInput } from '@asa/domain';
import { api, data } from '../../lib/api';
import { fieldError, fieldProps, useSaveEntity, useZodForm } from '../../lib/form';
import { FormDialog } from '../../components/form/form-dialog';
import { RoleSelect } from '../../components/role-select';
import { useCommonT } from '../../lib/common-texts';
import { translateText } from '../../lib/spec-messages';
import { rankLimitWarning } from './rank-limits';
import { useShopRanksT } from './texts';

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
  const r = p.rank;
  const t = useShopRanksT();
  const c = useCommonT();
  const form = useZodForm(
    shopRankInputSchema,
    r
      ? { ...r }
      : {
          botId: p.botId,
          name: '',
          description: '',
          iconUrl: '',
          discount: 0,
          passiveCredits: 0,
          sortingIndex: p.ranks.reduce((m, x) => Math.max(m, x.sortingIndex + 1), 0),
          roleMode: 'none' as const,
          assignDiscordRoleId: '',
          buyRoleEnabled: false,
          buyRolePrice: p.defaultPrice,
        },
  );
  const { control, handleSubmit, watch, formState } = form;
  const save = useSaveEntity({
    save: (role: ShopRankInput) => data((r ? api.PUT : api.POST)('/api/role', { body: { role } })),
    done: r ? t('saved') : t('added'),
    onSaved: p.onSaved,
    form,
  });
  const buyable = watch('buyRoleEnabled') ?? false;
  const roleMode = watch('roleMode');
  const warning = rankLimitWarning(r, p.ranks, buyable, p.rankLimit);
  const ro = !p.canEdit;
  const err = fieldError(formState.errors);
  const field = fieldProps(form, ro);
  return (
    <FormDialog
      id="rank-form"
      title={r ? c('editItem', { name: r.name }) : t('add')}
      onClose={p.onClose}
      onSubmit={handleSubmit((v) => save.mutate(v))}
      submitDisabled={ro || !!warning || save.isPending}
    >
      <TextField {...field('name', t('col.name'))} />
      <TextField multiline {...field('description', t('description'))} />
      <TextField {...field('iconUrl', t('iconUrl'))} />
      <TextField {...field('discount', t('discountPct'), 'int')} />
      <TextField {...field('passiveCredits', t('passiveCredits'), 'int')} />
      <TextField {...field('sortingIndex', t('sortingIndex'), 'int')} />
      <Controller
        control={control}
        name="roleMode"
        render={({ field }) => (
          <TextField select label={t('col.roleMode')} disabled={ro} {...field} {...err('roleMode')}>
            {roleModes.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`roleMode.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {roleMode !== 'none' && (
        <Controller
          control={control}
          name="assignDiscordRoleId"
          render={({ field }) => (
            <RoleSelect
              label={t('col.role')}
              value={field.value ?? ''}
              disabled={ro}
              onChange={field.onChange}
              helperText={
                formState.errors.assignDiscordRoleId?.message &&
                translateText(formState.errors.assignDiscordRoleId.message)
              }
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="buyRoleEnabled"
        render={({ field }) => (
          <FormControlLabel
            label={t('col.buy')}
            control={
              <Switch
                checked={!!field.value}
                disabled={ro}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            }
          />
        )}
      />
      {buyable && <TextField {...field('buyRolePrice', t('price'), 'int')} />}
      {warning && <Alert severity="warning">{translateText(warning)}</Alert>}
    </FormDialog>
  );
}
