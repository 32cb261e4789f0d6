import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { adminUserUpdateSchema, BonusType, Role, Tier, type AdminUserUpdate, type User } from '@asa/domain';
import { fieldProps, useSaveEntity, useZodForm } from '../../lib/form';
import { FormDialog } from '../../components/form/form-dialog';
import { useAdminT } from './texts';

const tiers = [Tier.Free, Tier.Tier1, Tier.Tier2, Tier.Tier3, Tier.Tier4, Tier.Special, Tier.Unknown];
const roles = [Role.User, Role.Admin, Role.Bot, Role.UserPortal];
const bonusTypes = [
  BonusType.None,
  BonusType.FormerPatreon,
  BonusType.FormerLifetime,
  BonusType.CurrentLifetime,
  BonusType.Special,
];

/** Edits tier, role, bonus type and Patreon mail of a user (the row changes only on save). */
export function EditUserDialog(p: {
  user: User;
  save(user: AdminUserUpdate): Promise<unknown>;
  onSaved(): Promise<unknown>;
  onClose(): void;
}) {
  const t = useAdminT();
  const u = p.user;
  const form = useZodForm(adminUserUpdateSchema, {
    id: u.id,
    tier: u.tier,
    role: u.role,
    bonusType: u.bonusType,
    patreonEmail: u.patreonEmail,
  });
  const { control, handleSubmit } = form;
  const save = useSaveEntity({ save: p.save, done: t('saved'), onSaved: p.onSaved, form });
  const field = fieldProps(form, false);
  return (
    <FormDialog
      id="edit-user-form"
      title={t('editTitle')}
      onClose={p.onClose}
      onSubmit={handleSubmit((v) => save.mutate(v))}
      submitDisabled={save.isPending}
    >
      <TextField label={t('col.id')} value={u.id} slotProps={{ input: { readOnly: true } }} />
      <TextField label={t('col.discordId')} value={u.discordId} slotProps={{ input: { readOnly: true } }} />
      <TextField label={t('col.username')} value={u.username} slotProps={{ input: { readOnly: true } }} />
      <TextField label={t('mail')} value={u.email} slotProps={{ input: { readOnly: true } }} />
      <Controller
        control={control}
        name="tier"
        render={({ field }) => (
          <LabelSelect field={field} label={t('col.tier')} labels={(v) => t(`tier.${v}`)} values={tiers} />
        )}
      />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <LabelSelect field={field} label={t('col.role')} labels={(v) => t(`role.${v}`)} values={roles} />
        )}
      />
      <Controller
        control={control}
        name="bonusType"
        render={({ field }) => (
          <LabelSelect
            field={field}
            label={t('col.bonusType')}
            labels={(v) => t(`bonus.${v}`)}
            values={bonusTypes}
          />
        )}
      />
      <TextField {...field('patreonEmail', t('patreonMail'))} />
    </FormDialog>
  );
}

/** A select of one enum field, its options named by `labels`. */
function LabelSelect<T extends number>(p: {
  field: Pick<ControllerRenderProps, 'value' | 'onChange' | 'onBlur'>;
  label: string;
  labels(value: T): string;
  values: T[];
}) {
  return (
    <TextField
      select
      label={p.label}
      value={p.field.value as T}
      onChange={(e) => p.field.onChange(Number(e.target.value))}
      onBlur={p.field.onBlur}
    >
      {p.values.map((v) => (
        <MenuItem key={v} value={v}>
          {p.labels(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}
