import { Button, Stack } from '@mui/material';
import { useCommonT } from '../lib/common-texts';

/** Save (only when dirty and permitted) and Revert buttons of a settings page. */
export function SettingsActions(p: {
  dirty: boolean;
  canEdit: boolean;
  saving?: boolean;
  onSave(): void;
  onRevert(): void;
}) {
  const t = useCommonT();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button variant="contained" disabled={!p.dirty || !p.canEdit || p.saving} onClick={p.onSave}>
        {t('save')}
      </Button>
      <Button disabled={!p.dirty} onClick={p.onRevert}>
        {t('revert')}
      </Button>
    </Stack>
  );
}
