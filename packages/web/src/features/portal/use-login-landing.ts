import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';

const loginErrors: Record<string, string> = {
  cancelled: 'The login was cancelled.',
  expired: 'The login took too long. Please try again.',
  discord: 'Discord did not accept the login. Please try again.',
};

/**
 * A portal login comes back as /portal/{guildId}#token=... (or ?loginError=...): stores the token in the
 * session, removes it from the address bar and answers the login error to show, if any.
 */
export function useLoginLanding(): [string | null, () => void] {
  const { login } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const token = /^#token=([A-Za-z0-9_-]+)$/.exec(location.hash)?.[1];
    const failed = new URLSearchParams(location.search).get('loginError');
    if (!token && !failed) return;
    if (token) login(token);
    if (failed) setError(loginErrors[failed] ?? 'The login failed. Please try again.');
    navigate(location.pathname, { replace: true });
  }, [location.hash, location.search, location.pathname, login, navigate]);
  return [error, () => setError(null)];
}
