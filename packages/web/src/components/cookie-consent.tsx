import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

const key = 'cookieConsent';

/**
 * What the site really keeps in the browser (localStorage; it sets no cookies). The cookie dialog and the
 * privacy page both show this text; e2e/tests/spec-points.e2e.ts compares it with what the app writes.
 */
export const storageNote =
  'This site stores in your browser only your login token, this consent choice, the bot you selected and whether you chose the light or dark theme.';

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
  return (
    <Dialog open={p.open} aria-labelledby="cookie-title" maxWidth="sm">
      <DialogTitle id="cookie-title">Cookies and local storage</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {storageNote} No cookies, no tracking, no advertising. All features work without consent.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onDecline}>Decline</Button>
        <Button variant="contained" onClick={p.onAccept}>
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
