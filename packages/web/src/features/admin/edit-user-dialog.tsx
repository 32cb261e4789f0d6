import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { BonusType, bonusTypeLabels, Role, roleLabels, Tier, tierLabels, type User } from '@asa/domain';

const options = <T extends number>(labels: Record<T, string>, values: T[]) =>
  values.map((v) => (
    <MenuItem key={v} value={v}>
      {labels[v]}
    </MenuItem>
  ));

/** Edits tier, role, bonus type and Patreon mail of a user (a deep copy; the row changes only on save). */
export function EditUserDialog(p: {
  user: User;
  onSave(u: User): void;
  onClose(): void;
  saving: boolean;
  errors: Record<string, string>;
}) {
  const [u, setU] = useState<User>(() => structuredClone(p.user));
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="edit-user-title">
      <DialogTitle id="edit-user-title">Edit user</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="ID" value={u.id} slotProps={{ input: { readOnly: true } }} />
          <TextField label="Discord ID" value={u.discordId} slotProps={{ input: { readOnly: true } }} />
          <TextField label="Username" value={u.username} slotProps={{ input: { readOnly: true } }} />
          <TextField label="Mail" value={u.email} slotProps={{ input: { readOnly: true } }} />
          <TextField
            select
            label="Tier"
            value={u.tier}
            onChange={(e) => setU({ ...u, tier: Number(e.target.value) as Tier })}
          >
            {options(tierLabels, [
              Tier.Free,
              Tier.Tier1,
              Tier.Tier2,
              Tier.Tier3,
              Tier.Tier4,
              Tier.Special,
              Tier.Unknown,
            ])}
          </TextField>
          <TextField
            select
            label="Role"
            value={u.role}
            onChange={(e) => setU({ ...u, role: Number(e.target.value) as Role })}
          >
            {options(roleLabels, [Role.User, Role.Admin, Role.Bot, Role.UserPortal])}
          </TextField>
          <TextField
            select
            label="Bonus Type"
            value={u.bonusType}
            onChange={(e) => setU({ ...u, bonusType: Number(e.target.value) as BonusType })}
          >
            {options(bonusTypeLabels, [
              BonusType.None,
              BonusType.FormerPatreon,
              BonusType.FormerLifetime,
              BonusType.CurrentLifetime,
              BonusType.Special,
            ])}
          </TextField>
          <TextField
            label="Patreon Mail"
            value={u.patreonEmail}
            onChange={(e) => setU({ ...u, patreonEmail: e.target.value })}
            error={!!p.errors.patreonEmail}
            helperText={p.errors.patreonEmail}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" disabled={p.saving} onClick={() => p.onSave(u)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
