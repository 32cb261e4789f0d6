import { Link as RouterLink } from 'react-router';
import { Alert, Link } from '@mui/material';
import { messages } from '@asa/domain';

/** Recommends the hosting-provider sync instead of typing servers in. */
export const SyncNote = () => (
  <Alert severity="info" sx={{ mb: 2 }}>
    We recommend the{' '}
    <Link component={RouterLink} to="/nitrado">
      Nitrado sync
    </Link>{' '}
    for servers hosted at Nitrado: it imports your servers and keeps host, RCON port and RCON password up to
    date by itself.
  </Alert>
);

/** Shown when the server count reached the tier's limit. */
export const ServerLimitNotice = () => (
  <Alert severity="warning" sx={{ mb: 1 }} data-testid="server-limit">
    {messages.serverLimitReached}{' '}
    <Link component={RouterLink} to="/patreon">
      Patreon Pledges
    </Link>
  </Alert>
);
