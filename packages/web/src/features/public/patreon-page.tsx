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
import { limitsForTier, PLEDGE_EUROS, Tier } from '@asa/domain';
import { sessionKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { usePublicSettings } from '../../lib/public-settings';
import { formatNumber } from '../../lib/format';
import { usePublicT } from './texts';

const tiers = [Tier.Free, Tier.Tier1, Tier.Tier2, Tier.Tier3, Tier.Tier4] as const;
type T = ReturnType<typeof usePublicT>;
const yes = (t: T, v: boolean) =>
  v ? (
    <Check color="success" aria-label={t('patreon.included')} />
  ) : (
    <Close color="disabled" aria-label={t('patreon.notIncluded')} />
  );
/** The rows of the comparison: the label's key and each tier's cell. */
const rows: [Parameters<T>[0], (tier: (typeof tiers)[number], t: T) => React.ReactNode][] = [
  ['patreon.row.pledge', (tier, t) => t('patreon.euros', { amount: formatNumber(PLEDGE_EUROS[tier]) })],
  ['patreon.row.servers', (tier) => limitsForTier(tier).numServers],
  ['patreon.row.ranks', (tier) => limitsForTier(tier).numRoles],
  ['patreon.row.kits', (tier) => limitsForTier(tier).numKits],
  ['patreon.row.items', (tier) => limitsForTier(tier).numItems],
  ['patreon.row.history', (tier) => limitsForTier(tier).overviewDays],
  ['patreon.row.sync', (_tier, t) => yes(t, true)],
  ['patreon.row.tip4serv', (tier, t) => yes(t, limitsForTier(tier).tip4serv)],
  ['patreon.row.voting', (tier, t) => yes(t, limitsForTier(tier).arkServerNetVoting)],
  ['patreon.row.api', (tier, t) => yes(t, limitsForTier(tier).apiAccess)],
  ['patreon.row.portal', (tier, t) => yes(t, limitsForTier(tier).userPortal)],
];

export default function PatreonPage() {
  const t = usePublicT();
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
        {t('patreon.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('patreon.intro')}</Typography>
      <TableContainer>
        <Table size="small" aria-label={t('patreon.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('patreon.feature')}</TableCell>
              {tiers.map((tier) => (
                <TableCell
                  key={tier}
                  align="center"
                  sx={{ fontWeight: 'bold' }}
                  data-testid={current === tier ? 'current-tier' : undefined}
                >
                  {t(`patreon.tier.${tier}`)}{' '}
                  {current === tier && (
                    <Check
                      fontSize="small"
                      color="primary"
                      aria-label={t('patreon.yourTier')}
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
                  {t(label)}
                </TableCell>
                {tiers.map((tier) => (
                  <TableCell key={tier} align="center">
                    {cell(tier, t)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {t('patreon.row.stats')}
              </TableCell>
              <TableCell colSpan={5} align="center">
                {t('patreon.planned')}
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
          {user.tier === Tier.Free ? t('patreon.pledge') : t('patreon.manage')}
        </Button>
      )}
    </Box>
  );
}
