import { Suspense, useState } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { Box, Button, CircularProgress, Link, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { AppDrawer } from './drawer';
import { useDocumentTitle } from './document-title';
import { SkipLink, MAIN_ID } from './skip-link';
import { TopBar } from './top-bar';
import { CookieConsentDialog, useCookieConsent } from '../components/cookie-consent';
import { useCommonT } from '../lib/common-texts';

export function Layout() {
  // SPEC 2: the drawer is open by default; on phones it is an overlay that starts closed.
  const mobile = useMediaQuery((t) => t.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const consent = useCookieConsent();
  useDocumentTitle();
  const t = useCommonT();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar onMenu={() => (mobile ? setMobileOpen((o) => !o) : setOpen((o) => !o))} />
      <AppDrawer open={mobile ? mobileOpen : open} mobile={mobile} onClose={() => setMobileOpen(false)} />
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Toolbar />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          // at least a screen high: the footer starts below the fold and is not pushed down (layout shift)
          // when the lazily loaded page replaces the loading spinner
          sx={{
            flexGrow: 1,
            minHeight: '100vh',
            px: { xs: 2, sm: 3 },
            py: { xs: 2, sm: 3 },
            outline: 'none',
          }}
        >
          <Suspense
            fallback={
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <CircularProgress aria-label={t('loading')} />
              </Box>
            }
          >
            <Outlet />
          </Suspense>
        </Box>
        <Box
          component="footer"
          sx={{
            p: 2,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button size="small" onClick={consent.reopen}>
            {t('footer.cookieConsent')}
          </Button>
          <Link component={RouterLink} to="/legal">
            {t('footer.legal')}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('footer.copyright')}
          </Typography>
          <Typography variant="body2" color="text.secondary" title={__APP_VERSION__.commit || undefined}>
            {t('footer.version', { version: __APP_VERSION__.version })}
          </Typography>
        </Box>
      </Box>
      <CookieConsentDialog open={consent.open} onAccept={consent.accept} onDecline={consent.decline} />
    </Box>
  );
}
