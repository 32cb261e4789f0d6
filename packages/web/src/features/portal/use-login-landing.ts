import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { usePortalT } from './texts';

/** The login errors the server names (`?loginError=`); any other is `loginError.other`. */
const loginErrors = ['cancelled', 'expired', 'discord'] as const;

/**
 * A portal login comes back as /portal/{guildId}#token=... (or ?loginError=...): stores the token in the
 * session, removes it from the address bar and answers the login error to show, if any.
 */
export function useLoginLanding(): [string | null, () => void] {
  const t = usePortalT();
  const { login } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<(typeof loginErrors)[number] | 'other' | null>(null);
  useEffect(() => {
    const token = /^#token=([A-Za-z0-9_-]+)$/.exec(location.hash)?.[1];
    const failed = new URLSearchParams(location.search).get('loginError');
    if (!token && !failed) return;
    if (token) login(token);
    if (failed) setError(loginErrors.find((e) => e === failed) ?? 'other');
    navigate(location.pathname, { replace: true });
  }, [location.hash, location.search, location.pathname, login, navigate]);
  return [error && t(`loginError.${error}`), () => setError(null)];
}
