import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { limitsForTier, PLEDGE_EUROS, Tier, tierLabels } from '@asa/domain';
import { sessionKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { usePublicSettings } from '../../lib/public-settings';

const tiers = [Tier.Free, Tier.Tier1, Tier.Tier2, Tier.Tier3, Tier.Tier4];
const yes = (v: boolean) =>
  v ? <Check color="success" aria-label="included" /> : <Close color="disabled" aria-label="not included" />;
const rows: [string, (t: Tier) => React.ReactNode][] = [
  ['Monthly pledge', (t) => `${PLEDGE_EUROS[t as 0 | 1 | 2 | 3 | 4]} €`],
  ['Servers', (t) => limitsForTier(t).numServers],
  ['Shop ranks', (t) => limitsForTier(t).numRoles],
  ['Kits', (t) => limitsForTier(t).numKits],
  ['Items per kit', (t) => limitsForTier(t).numItems],
  ['Overview history (days)', (t) => limitsForTier(t).overviewDays],
  ['Nitrado sync and ASA Bot import', () => yes(true)],
  ['Tip4Serv web shop', (t) => yes(limitsForTier(t).tip4serv)],
  ['Voting integrations', (t) => yes(limitsForTier(t).arkServerNetVoting)],
  ['API access', (t) => yes(limitsForTier(t).apiAccess)],
  ['User portal', (t) => yes(limitsForTier(t).userPortal)],
];

export default function PatreonPage() {
  const { user, loggedIn } = useSession();
  const qc = useQueryClient();
  const settings = usePublicSettings();
  useEffect(() => {
    if (loggedIn) void qc.invalidateQueries({ queryKey: sessionKeys.user });
  }, [loggedIn, qc]);
  const current = user?.tier;
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Patreon Pledges
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Your pledge sets the limits of every bot you own. Your tier updates within an hour of a change on
        Patreon.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Tier comparison">
          <TableHead>
            <TableRow>
              <TableCell>Feature</TableCell>
              {tiers.map((t) => (
                <TableCell
                  key={t}
                  align="center"
                  sx={{ fontWeight: 'bold' }}
                  data-testid={current === t ? 'current-tier' : undefined}
                >
                  {tierLabels[t]}{' '}
                  {current === t && (
                    <Check
                      fontSize="small"
                      color="primary"
                      aria-label="your tier"
                      sx={{ verticalAlign: 'middle' }}
                    />
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([label, cell]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {tiers.map((t) => (
                  <TableCell key={t} align="center">
                    {cell(t)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                Player statistics dashboard
              </TableCell>
              <TableCell colSpan={5} align="center">
                Planned, not yet available
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {loggedIn && user && (
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          href={settings.data?.pledgeUrl ?? 'https://www.patreon.com/'}
          target="_blank"
          rel="noopener noreferrer"
        >
          {user.tier === Tier.Free ? 'Pledge on Patreon' : 'Manage Patreon Pledge'}
        </Button>
      )}
    </Box>
  );
}
