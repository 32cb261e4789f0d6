import { Controller } from 'react-hook-form';
import { Alert, Grid, MenuItem, TextField } from '@mui/material';
import { managerFormSchema, messages, PermissionLevel, type Manager, type PermissionName } from '@asa/domain';
import { fieldError, useZodForm } from '../../lib/form';
import { FormDialog } from '../../components/form/form-dialog';
import { usePermissionsT } from './texts';
import { addAreas, applyLevels, editAreas, levelsOf, sameLevels, type Levels } from './areas';

const levelOptions = [PermissionLevel.None, PermissionLevel.View, PermissionLevel.ViewEdit];

/**
 * Add User (editing = null) or Edit dialog. Add validates the Discord ID with the domain schema and offers
 * every area but the user portal; Edit shows the ID read-only and also omits Command Access.
 */
export function ManagerDialog(p: {
  open: boolean;
  editing: Manager | null;
  existingIds: string[];
  onSubmit(manager: Manager): void;
  onClose(): void;
}) {
  const t = usePermissionsT();
  const areas = p.editing ? editAreas : addAreas;
  const initial = levelsOf(p.editing?.permissions ?? [], areas);
  const form = useZodForm(managerFormSchema, { discordId: p.editing?.discordId ?? '', levels: initial });
  const { register, control, handleSubmit, setError, formState } = form;
  const err = fieldError(formState.errors);
  const fullAccess = !!p.editing?.permissions.includes('FullAccess');

  const submit = handleSubmit(({ discordId, levels }) => {
    if (p.editing) {
      const permissions = sameLevels(levels as Levels, initial)
        ? p.editing.permissions
        : (applyLevels(p.editing.permissions, levels as Levels) as PermissionName[]);
      p.onSubmit({ discordId: p.editing.discordId, permissions });
      return;
    }
    if (p.existingIds.includes(discordId))
      return setError('discordId', { type: 'duplicate', message: messages.managerExists });
    p.onSubmit({ discordId, permissions: applyLevels([], levels as Levels) as PermissionName[] });
  });
  const idField = err('discordId');

  return (
    <FormDialog
      id="manager-form"
      title={p.editing ? t('editUser') : t('addUser')}
      onClose={p.onClose}
      onSubmit={submit}
      submitLabel={p.editing ? t('apply') : t('add')}
      maxWidth="md"
    >
      <TextField
        label={t('discordId')}
        {...register('discordId')}
        error={idField.error}
        helperText={idField.helperText ?? (p.editing ? undefined : t('discordIdHelp'))}
        slotProps={{ input: { readOnly: !!p.editing }, htmlInput: { inputMode: 'numeric' } }}
        autoFocus={!p.editing}
        fullWidth
      />
      {fullAccess && <Alert severity="info">{t('fullAccessNote')}</Alert>}
      <Grid container spacing={2}>
        {areas.map((a) => (
          <Grid key={a.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Controller
              control={control}
              name={`levels.${a.key}`}
              render={({ field }) => (
                <TextField
                  select
                  label={t(`area.${a.key}`)}
                  value={field.value ?? PermissionLevel.None}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  fullWidth
                >
                  {(a.edit ? levelOptions : levelOptions.slice(0, 2)).map((l) => (
                    <MenuItem key={l} value={l}>
                      {t(`level.${l}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}
