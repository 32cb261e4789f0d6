import { Alert, Box, Button, Typography } from '@mui/material';
import { messages } from '@asa/domain';

export default function NitradoLoginFailedPage() {
  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Nitrado login failed
      </Typography>
      <Alert severity="error">{messages.nitradoLoginFailed}</Alert>
      <Button sx={{ mt: 2 }} variant="contained" href="/nitrado">
        Back to Nitrado Sync
      </Button>
    </Box>
  );
}
