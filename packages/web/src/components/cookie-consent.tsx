import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCommonT } from '../lib/common-texts';

const key = 'cookieConsent';

/**
 * What the site really keeps in the browser (localStorage; it sets no cookies): `cookies.storageNote` of the
 * common catalogue. The cookie dialog and the privacy page both show it; e2e/tests/spec-points.e2e.ts
 * compares it with what the app writes.
 */

/** Blocking dialog on first visit (SPEC 4): Accept stores true, Decline false; the footer button reopens it. */
export function useCookieConsent() {
  const [value, setValue] = useState<string | null>(() => window.localStorage.getItem(key));
  return {
    open: value === null,
    accept: () => {
      window.localStorage.setItem(key, 'true');
      setValue('true');
    },
    decline: () => {
      window.localStorage.setItem(key, 'false');
      setValue('false');
    },
    reopen: () => {
      window.localStorage.removeItem(key);
      setValue(null);
    },
  };
}

export function CookieConsentDialog(p: { open: boolean; onAccept(): void; onDecline(): void }) {
  const t = useCommonT();
  return (
    <Dialog open={p.open} aria-labelledby="cookie-title" maxWidth="sm">
      <DialogTitle id="cookie-title">{t('cookies.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('cookies.storageNote')} {t('cookies.noTracking')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onDecline}>{t('cookies.decline')}</Button>
        <Button variant="contained" onClick={p.onAccept}>
          {t('cookies.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
