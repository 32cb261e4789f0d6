import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import { messages } from '@asa/domain';

export default function NoBotsPage() {
  const [params] = useSearchParams();
  const inviteFailed = params.get('invite') === 'failed';
  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {messages.noAccess}
      </Typography>
      {inviteFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Adding the bot did not complete: Discord did not confirm the server it was added to. Please invite
          the bot again.
        </Alert>
      )}
      <Alert severity="info">
        Invite the bot into your Discord server to get started, or ask the owner of a bot to give you
        permissions.
      </Alert>
      <Button sx={{ mt: 2 }} variant="contained" href="/joinBot">
        Invite
      </Button>
    </Box>
  );
}
