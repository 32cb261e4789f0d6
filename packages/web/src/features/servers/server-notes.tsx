import { Link as RouterLink } from 'react-router';
import { Alert, Link } from '@mui/material';
import { useServersT } from './texts';
import { useCommonT } from '../../lib/common-texts';
import { useSpecMessages } from '../../lib/spec-messages';

/** Recommends the hosting-provider sync instead of typing servers in. */
export function SyncNote() {
  const t = useServersT();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('syncBefore')}{' '}
      <Link component={RouterLink} to="/nitrado">
        {t('syncLink')}
      </Link>{' '}
      {t('syncAfter')}
    </Alert>
  );
}

/** Shown when the server count reached the tier's limit. */
export function ServerLimitNotice() {
  const m = useSpecMessages();
  return (
    <Alert severity="warning" sx={{ mb: 1 }} data-testid="server-limit">
      {m('serverLimitReached')}{' '}
      <Link component={RouterLink} to="/patreon">
        {useCommonT()('nav.patreon')}
      </Link>
    </Alert>
  );
}
