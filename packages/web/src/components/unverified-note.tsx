import { Alert, AlertTitle } from '@mui/material';
import { UNVERIFIED_INTEGRATION_TITLE, unverifiedNote, type UnverifiedPage } from '@asa/domain';

/**
 * The "Unverified integration" notice of a page whose outside API is assumed (text from the domain's
 * INTEGRATION_EVIDENCE, the same table docs/integrations.md shows).
 */
export function UnverifiedNote({ page }: { page: UnverifiedPage }) {
  const note = unverifiedNote(page);
  if (!note) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="unverified-note" role="note">
      <AlertTitle>{UNVERIFIED_INTEGRATION_TITLE}</AlertTitle>
      {note}
    </Alert>
  );
}
