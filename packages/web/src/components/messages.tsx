import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCommonT } from '../lib/common-texts';
import { useSpecMessages } from '../lib/spec-messages';

export const ViewOnlyBanner = () => (
  <Alert severity="warning" sx={{ mb: 2 }} data-testid="view-only">
    {useSpecMessages()('viewOnly')}
  </Alert>
);

export const NoViewMessage = () => (
  <Alert severity="error" sx={{ m: 2 }} data-testid="no-view">
    {useSpecMessages()('noView')}
  </Alert>
);

/**
 * The one "no bots" message: on every instance page of a user without instances and on /errors/noBots
 * (where the permission guard sends them). `children` adds a note above it (a failed invite).
 */
export function NoBotsMessage({ children }: { children?: ReactNode }) {
  const t = useCommonT();
  const m = useSpecMessages();
  return (
    <Box sx={{ maxWidth: 700 }} data-testid="no-bots">
      <Typography variant="h4" component="h1" gutterBottom>
        {m('noAccess')}
      </Typography>
      {children}
      <Alert severity="info">
        {m('noBots')} {t('noBotsAsk')}
      </Alert>
      <Button sx={{ mt: 2 }} variant="contained" href="/joinBot">
        {t('bar.invite')}
      </Button>
    </Box>
  );
}

/** "X is a Tier N feature" notice with a link to the pledges page. */
export const TierNotice = ({ text }: { text: string }) => (
  <Alert
    severity="info"
    sx={{ mb: 2 }}
    action={
      <Button component={RouterLink} to="/patreon" color="inherit" size="small">
        {useCommonT()('nav.patreon')}
      </Button>
    }
  >
    {text}
  </Alert>
);

export function PageTitle({ title, subtitle, tier }: { title: string; subtitle?: string; tier?: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {tier && (
          <Chip
            component={RouterLink}
            to="/patreon"
            clickable
            size="small"
            color="secondary"
            variant="outlined"
            label={tier}
            data-testid="tier-chip"
          />
        )}
      </Stack>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
