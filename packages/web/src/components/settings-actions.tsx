import { Button, Stack } from '@mui/material';

/** Save (only when dirty and permitted) and Revert buttons of a settings page. */
export function SettingsActions(p: {
  dirty: boolean;
  canEdit: boolean;
  saving?: boolean;
  onSave(): void;
  onRevert(): void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button variant="contained" disabled={!p.dirty || !p.canEdit || p.saving} onClick={p.onSave}>
        Save
      </Button>
      <Button disabled={!p.dirty} onClick={p.onRevert}>
        Revert
      </Button>
    </Stack>
  );
}
