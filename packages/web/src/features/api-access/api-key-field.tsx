import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { messages } from '@asa/domain';
import { useToast } from '../../lib/toast';

/** Read-only API key; the copy button puts `BOT {key}` (the Authorization header value) on the clipboard. */
export function ApiKeyField({ apiKey }: { apiKey: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`BOT ${apiKey}`);
      toast({ severity: 'success', message: messages.copied });
    } catch {
      toast({
        severity: 'error',
        title: 'Error',
        message: 'The clipboard is only available on a secure (https) connection.',
      });
    }
  };
  return (
    <TextField
      label="API Key"
      value={apiKey}
      placeholder="No API key yet"
      helperText="Send it as header: Authorization: BOT <key>. The copy button copies it with the BOT prefix."
      fullWidth
      margin="normal"
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          readOnly: true,
          sx: { fontFamily: 'monospace' },
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title="Copy">
                <span>
                  <IconButton onClick={copy} aria-label="Copy to clipboard" edge="end" disabled={!apiKey}>
                    <ContentCopy fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
