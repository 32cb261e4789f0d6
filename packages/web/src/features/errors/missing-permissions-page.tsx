import { Alert, Box, Typography } from '@mui/material';
import { messages } from '@asa/domain';

export default function MissingPermissionsPage() {
  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Permission Denied
      </Typography>
      <Alert severity="error">{messages.noView} Ask the owner of the bot for permission.</Alert>
    </Box>
  );
}
