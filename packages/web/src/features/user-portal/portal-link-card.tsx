import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useCopy } from '../../lib/use-copy';
import { useUserPortalT } from './texts';

/** The instance's player portal address with Copy and Open; it answers only while the portal is on. */
export function PortalLinkCard({ guildId, live }: { guildId: string; live: boolean }) {
  const url = `${window.location.origin}/portal/${guildId}`;
  const copy = useCopy();
  const t = useUserPortalT();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('yourPortal')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {live ? t('live') : t('notLive')}
        </Typography>
        <TextField
          label={t('address')}
          value={url}
          fullWidth
          margin="dense"
          slotProps={{ input: { readOnly: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Button startIcon={<ContentCopy />} onClick={() => void copy(url)} aria-label={t('copyAddress')}>
            {t('copy')}
          </Button>
          <Button
            startIcon={<OpenInNew />}
            href={url}
            target="_blank"
            rel="noopener"
            disabled={!live}
            aria-label={t('openPortal')}
          >
            {t('open')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
