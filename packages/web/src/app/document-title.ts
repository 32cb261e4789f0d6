import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { accountNav, activityNav, adminNav, bottomNav, instanceNav, loggedOutNav, navKey } from './nav-items';
import { useCommonT, type CommonKey } from '../lib/common-texts';

const extra: Record<string, CommonKey> = {
  '/faq': 'title.faq',
  '/errors/missingPermissions': 'title.missingPermissions',
  '/errors/nitradoLoginFailed': 'title.nitradoLoginFailed',
  '/errors/noBots': 'title.noBots',
};
const labels = new Map<string, CommonKey>([
  ...[...instanceNav, activityNav, ...accountNav, ...loggedOutNav, adminNav, ...bottomNav].map(
    (i) => [i.to, navKey(i.to)] as [string, CommonKey],
  ),
  ...Object.entries(extra),
]);

/** Names the browser tab after the current screen, so tabs and screen readers tell the pages apart. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const t = useCommonT();
  useEffect(() => {
    const label = labels.get(pathname);
    document.title = label ? t('title.page', { page: t(label) }) : t('appName');
  }, [pathname, t]);
}
