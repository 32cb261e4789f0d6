import { useState } from 'react';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { CLIPBOARD_TOAST_MS, messages } from '@asa/domain';

/** Read-only field with a copy button; the clipboard needs a secure context (https or localhost). */
export function CopyField({ label, value, copyValue }: { label: string; value: string; copyValue?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyValue ?? value);
      setCopied(true);
      setTimeout(() => setCopied(false), CLIPBOARD_TOAST_MS);
    } catch {
      /* not a secure context */
    }
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
              <Tooltip title={copied ? messages.copied : 'Copy'} open={copied || undefined}>
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
