import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { PermissionName } from '@asa/domain';
import { useSession } from '../lib/session';
import { useCommonT } from '../lib/common-texts';

export interface GuardRule {
  login?: boolean;
  admin?: boolean;
  permission?: PermissionName;
}

const Spinner = () => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <CircularProgress aria-label={useCommonT()('loading')} />
  </Box>
);

/**
 * Route guard in the order of SPEC 2: (1) login needed -> Login, (2) admin only -> Home, (3) permission
 * needed without any instance -> NoBots, (4) permission missing -> MissingPermissions.
 */
export function Guard({ rule, children }: { rule: GuardRule; children: ReactNode }) {
  const s = useSession();
  const t = useCommonT();
  const needsLogin = rule.login || rule.admin || !!rule.permission;
  if (needsLogin && !s.loggedIn) return <Navigate to="/login" replace />;
  if (needsLogin && s.userError && !s.user)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={s.retry}>
            {t('retry')}
          </Button>
        }
      >
        {s.userError.message}
      </Alert>
    );
  if (needsLogin && (!s.ready || !s.user)) return <Spinner />;
  if (rule.admin && !s.isAdmin) return <Navigate to="/" replace />;
  if (rule.permission) {
    if (!s.instancesLoaded) return <Spinner />;
    if (!s.bot) return <Navigate to="/errors/noBots" replace />;
    if (!s.can(rule.permission)) return <Navigate to="/errors/missingPermissions" replace />;
  }
  return <>{children}</>;
}
