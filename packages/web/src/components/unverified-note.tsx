import { Alert, AlertTitle } from '@mui/material';
import type { UnverifiedPage } from '@asa/domain';
import { useCommonT, type CommonKey } from '../lib/common-texts';

const noteKeys = {
  '/inGameShop': 'unverified.inGameShop',
  '/votingArkServer': 'unverified.votingArkServer',
  '/votingDas': 'unverified.votingDas',
  '/nitrado': 'unverified.nitrado',
  '/asabot': 'unverified.asabot',
} as const satisfies Record<UnverifiedPage, CommonKey>;

/**
 * The "Unverified integration" notice of a page whose outside API is assumed (its English is the domain's
 * INTEGRATION_EVIDENCE note, the same table docs/integrations.md shows; the i18n catalogue test keeps the two
 * the same).
 */
export function UnverifiedNote({ page }: { page: UnverifiedPage }) {
  const t = useCommonT();
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="unverified-note" role="note">
      <AlertTitle>{t('unverified.title')}</AlertTitle>
      {t(noteKeys[page])}
    </Alert>
  );
}
