import type { ReactNode } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import { SettingsActions } from '../settings-actions';

interface SettingsState {
  dirty: boolean;
  saving: boolean;
  save(): void;
  revert(): void;
}

/**
 * The card of a settings page: its fields stacked, then Save (only when dirty, permitted and valid) and
 * Revert. `actions` adds controls next to the buttons (e.g. a connection check); `footer` goes below.
 */
export function SettingsCard(p: {
  state: SettingsState;
  canSave: boolean;
  children: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
}) {
  const buttons = (
    <SettingsActions
      dirty={p.state.dirty}
      canEdit={p.canSave}
      saving={p.state.saving}
      onSave={p.state.save}
      onRevert={p.state.revert}
    />
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack>{p.children}</Stack>
        {p.actions ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {buttons}
            <Stack sx={{ mt: 2 }}>{p.actions}</Stack>
          </Stack>
        ) : (
          buttons
        )}
        {p.footer}
      </CardContent>
    </Card>
  );
}
