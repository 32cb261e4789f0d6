import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { CLIPBOARD_TOAST_MS, messages } from '@asa/domain';

/** The instance's player portal address with Copy and Open; it answers only while the portal is on. */
export function PortalLinkCard({ guildId, live }: { guildId: string; live: boolean }) {
  const url = `${window.location.origin}/portal/${guildId}`;
  const [note, setNote] = useState<string | null>(null);
  const copy = async () => {
    let text: string = messages.copied;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      text = 'The clipboard needs a secure (https) connection.';
    }
    setNote(text);
    setTimeout(() => setNote(null), CLIPBOARD_TOAST_MS);
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Your portal
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {live
            ? 'Share this address with your players. They log in with Discord and buy with their credits.'
            : 'This is where your portal will be once it is enabled and saved.'}
        </Typography>
        <TextField
          label="Portal address"
          value={url}
          fullWidth
          margin="dense"
          slotProps={{ input: { readOnly: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Button startIcon={<ContentCopy />} onClick={copy} aria-label="Copy portal address">
            Copy
          </Button>
          <Button
            startIcon={<OpenInNew />}
            href={url}
            target="_blank"
            rel="noopener"
            disabled={!live}
            aria-label="Open portal"
          >
            Open
          </Button>
          {note && (
            <Typography variant="body2" role="status">
              {note}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
