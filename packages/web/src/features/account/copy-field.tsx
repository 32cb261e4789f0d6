import { useState } from 'react';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { CLIPBOARD_TOAST_MS, messages } from '@asa/domain';

/** Read-only field with a copy button; the clipboard needs a secure context (https or localhost). */
export function CopyField({ label, value, copyValue }: { label: string; value: string; copyValue?: string }) {
  const [note, setNote] = useState<string | null>(null);
  const copy = async () => {
    let text: string = messages.copied;
    try {
      await navigator.clipboard.writeText(copyValue ?? value);
    } catch {
      text = 'The clipboard needs a secure (https) connection.';
    }
    setNote(text);
    setTimeout(() => setNote(null), CLIPBOARD_TOAST_MS);
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      margin="dense"
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={note ?? 'Copy'} open={note ? true : undefined}>
                <IconButton onClick={copy} aria-label={`Copy ${label}`} edge="end">
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
