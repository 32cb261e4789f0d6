import { Alert, Box, Button, Typography } from '@mui/material';
import { messages } from '@asa/domain';

export default function NoBotsPage() {
  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {messages.noAccess}
      </Typography>
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
