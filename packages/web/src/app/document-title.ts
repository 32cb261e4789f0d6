import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { accountNav, activityNav, adminNav, bottomNav, instanceNav, loggedOutNav } from './nav-items';

const extra: Record<string, string> = {
  '/faq': 'FAQ',
  '/errors/missingPermissions': 'Permission Denied',
  '/errors/nitradoLoginFailed': 'Nitrado Login Failed',
  '/errors/noBots': 'No Bots',
};
const labels = new Map<string, string>([
  ...[...instanceNav, activityNav, ...accountNav, ...loggedOutNav, adminNav, ...bottomNav].map(
    (i) => [i.to, i.label] as [string, string],
  ),
  ...Object.entries(extra),
]);

/** Names the browser tab after the current screen, so tabs and screen readers tell the pages apart. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const label = labels.get(pathname);
    document.title = label ? `${label} · ASA Discord Shop Bot` : 'ASA Discord Shop Bot';
  }, [pathname]);
}
