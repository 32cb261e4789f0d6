import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

const key = 'cookieConsent';

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
          This site stores only your login token and this consent choice in your browser, plus two display
          preferences (the selected bot and the light or dark theme). No tracking, no advertising cookies. All
          features work without consent.
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
