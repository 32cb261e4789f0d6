import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material';
import {
  managerInputSchema,
  PermissionLevel,
  permissionLevelLabels,
  type Manager,
  type PermissionName,
} from '@asa/domain';
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
  const areas = p.editing ? editAreas : addAreas;
  const [discordId, setDiscordId] = useState('');
  const [levels, setLevels] = useState<Levels>({});
  const [error, setError] = useState<string | undefined>();
  const initial = levelsOf(p.editing?.permissions ?? [], areas);
  useEffect(() => {
    if (!p.open) return;
    setDiscordId(p.editing?.discordId ?? '');
    setLevels(levelsOf(p.editing?.permissions ?? [], p.editing ? editAreas : addAreas));
    setError(undefined);
  }, [p.open, p.editing]);
  const fullAccess = !!p.editing?.permissions.includes('FullAccess');

  const submit = () => {
    if (p.editing) {
      const permissions = sameLevels(levels, initial)
        ? p.editing.permissions
        : (applyLevels(p.editing.permissions, levels) as PermissionName[]);
      p.onSubmit({ discordId: p.editing.discordId, permissions });
      return;
    }
    const r = managerInputSchema.shape.discordId.safeParse(discordId);
    if (!r.success) return setError(r.error.issues[0]?.message);
    if (p.existingIds.includes(r.data)) return setError('This user already has permissions.');
    p.onSubmit({ discordId: r.data, permissions: applyLevels([], levels) as PermissionName[] });
  };

  return (
    <Dialog open={p.open} onClose={p.onClose} maxWidth="md" fullWidth aria-labelledby="manager-dialog-title">
      <DialogTitle id="manager-dialog-title">{p.editing ? 'Edit User' : 'Add User'}</DialogTitle>
      <DialogContent>
        <TextField
          label="Discord ID"
          value={discordId}
          onChange={(e) => {
            setDiscordId(e.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error ?? (p.editing ? undefined : 'The Discord user ID (a number).')}
          slotProps={{ input: { readOnly: !!p.editing }, htmlInput: { inputMode: 'numeric' } }}
          autoFocus={!p.editing}
          fullWidth
          margin="normal"
        />
        {fullAccess && (
          <Alert severity="info" sx={{ my: 1 }}>
            This user has Full Access. Changing a level replaces it with the levels chosen here.
          </Alert>
        )}
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {areas.map((a) => (
            <Grid key={a.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField
                select
                label={a.label}
                value={levels[a.key] ?? PermissionLevel.None}
                onChange={(e) => setLevels((l) => ({ ...l, [a.key]: Number(e.target.value) }))}
                fullWidth
              >
                {levelOptions.map((l) => (
                  <MenuItem key={l} value={l}>
                    {permissionLevelLabels[l]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit}>
          {p.editing ? 'Apply' : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
