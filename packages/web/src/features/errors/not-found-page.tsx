import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';

/** Any address the app does not know: says so (instead of silently going Home) and offers the way back. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Alert severity="warning">
        There is no page at <code>{pathname}</code>. The link may be old or mistyped.
      </Alert>
      <Button sx={{ mt: 2 }} variant="contained" component={RouterLink} to="/">
        Go to Home
      </Button>
    </Box>
  );
}
