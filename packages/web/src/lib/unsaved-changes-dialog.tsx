import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** The unsaved-changes question (SPEC 2): Stay Here keeps the edits, Leave discards them. */
export function UnsavedChangesDialog(p: { open: boolean; onStay(): void; onLeave(): void }) {
  return (
    <Dialog open={p.open} onClose={p.onStay} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">Unsaved changes</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You have unsaved changes. Do you really want to leave this page?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onStay} variant="contained">
          Stay Here
        </Button>
        <Button onClick={p.onLeave} color="error">
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
