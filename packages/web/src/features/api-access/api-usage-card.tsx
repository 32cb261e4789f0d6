import { Box, Card, CardContent, Link, Typography } from '@mui/material';

/** "How to use": the header to send, a curl example against this dashboard and a link to the OpenAPI docs. */
export function ApiUsageCard() {
  const origin = window.location.origin;
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
          How to use
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Send the key as header <code>Authorization: BOT &lt;key&gt;</code> to the routes under{' '}
          <code>/api/v1</code>. They read the players, kits and purchases of this bot, change credits and
          grant kit vouchers. Every call only sees this bot&apos;s data. A new key stops the old one at once.
        </Typography>
        <Box
          component="pre"
          aria-label="curl example"
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
          All routes, fields and error answers:{' '}
          <Link href="/api/docs" target="_blank" rel="noopener">
            API documentation (/api/docs)
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
