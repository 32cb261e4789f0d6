import type { FormEventHandler, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useCommonT } from '../../lib/common-texts';

const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]):not([aria-hidden="true"]), ' +
  'textarea:not([disabled]):not([tabindex="-1"]):not([aria-hidden="true"]), ' +
  '[role="combobox"]:not([aria-disabled="true"])';

/** Focuses the first enabled field of a form (nothing when the focus is already inside it). */
function focusFirstField(formId: string) {
  const form = document.getElementById(formId);
  if (!form || form.contains(document.activeElement)) return;
  form.querySelector<HTMLElement>(FIELD)?.focus();
}

/**
 * The dialog of a form (docs/web-guide.md "Forms"): title, the fields stacked in a `<form>` (Enter
 * submits), then `actions`, Cancel and the submit button. Pass `form.handleSubmit(...)` as `onSubmit`.
 */
export function FormDialog(p: {
  /** The form's id; the title gets `${id}-title`. */
  id: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  children: ReactNode;
  submitLabel?: string;
  submitDisabled?: boolean;
  /** Blocks closing (Cancel and backdrop) while a write runs. */
  busy?: boolean;
  /** Buttons before Cancel (e.g. Test RCON). */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md';
}) {
  const titleId = `${p.id}-title`;
  const t = useCommonT();
  return (
    <Dialog
      open
      onClose={p.busy ? undefined : p.onClose}
      maxWidth={p.maxWidth ?? 'sm'}
      fullWidth
      aria-labelledby={titleId}
      // once open, the focus goes to the first field instead of the dialog's container
      slotProps={{ transition: { onEntered: () => focusFirstField(p.id) } }}
    >
      <DialogTitle id={titleId}>{p.title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={p.id} noValidate spacing={2} sx={{ mt: 1 }} onSubmit={p.onSubmit}>
          {p.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        {p.actions}
        <Button onClick={p.onClose} disabled={p.busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" type="submit" form={p.id} disabled={p.submitDisabled}>
          {p.submitLabel ?? t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
