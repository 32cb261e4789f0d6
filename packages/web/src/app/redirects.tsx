import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Box, CircularProgress, Typography } from '@mui/material';
import { usePublicSettings } from '../lib/public-settings';
import { useSession } from '../lib/session';
import { useCommonT } from '../lib/common-texts';

/** /login, /joinDiscord, /joinBot: send the browser to the address from the public settings. */
export function ExternalRedirect({
  to,
}: {
  to: 'discordLoginUrl' | 'discordInviteUrl' | 'discordBotJoinUrl';
}) {
  const settings = usePublicSettings();
  const t = useCommonT();
  useEffect(() => {
    const url = settings.data?.[to];
    if (url) window.location.assign(url);
  }, [settings.data, to]);
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <CircularProgress aria-label={t('redirecting')} />
      <Typography sx={{ mt: 2 }}>{t(settings.error ? 'serverUnreachable' : 'redirectingText')}</Typography>
    </Box>
  );
}

/** /oauth/:token stores the token and goes to Servers. */
export function OAuthLanding() {
  const { token } = useParams();
  const { login } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (token) login(token);
    navigate('/servers', { replace: true });
  }, [token, login, navigate]);
  return null;
}

/** /logout logs out and goes Home. */
export function Logout() {
  const { logout, loggedIn } = useSession();
  useEffect(() => {
    if (loggedIn) void logout();
  }, [loggedIn, logout]);
  return loggedIn ? null : <Navigate to="/" replace />;
}
