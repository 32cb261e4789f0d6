import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useApiAccessT } from './texts';

/** "How to use": the header to send, a curl example against this dashboard and a link to the OpenAPI docs. */
export function ApiUsageCard() {
  const origin = window.location.origin;
  const t = useApiAccessT();
  const example = [
    `curl -H "Authorization: BOT $ASA_API_KEY" "${origin}/api/v1/players?search=rex"`,
    '',
    `curl -X PUT -H "Authorization: BOT $ASA_API_KEY" -H "Content-Type: application/json" \\`,
    `  -d '{"amount": 250, "reason": "Event winner"}' "${origin}/api/v1/players/<player id or Discord ID>/credits"`,
  ].join('\n');
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('howTo')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('howToBefore')} <code>Authorization: BOT &lt;key&gt;</code> {t('howToMiddle')}{' '}
          <code>/api/v1</code>. {t('howToAfter')}
        </Typography>
        <Box
          component="pre"
          aria-label={t('curlExample')}
          sx={{
            p: 1.5,
            m: 0,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflowX: 'auto',
            fontSize: 13,
          }}
        >
          {example}
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('allRoutes')}{' '}
          <Link href="/api/docs" target="_blank" rel="noopener">
            {t('docsLink')}
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
