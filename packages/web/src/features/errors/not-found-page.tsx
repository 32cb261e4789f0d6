import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useErrorsT } from './texts';

/** Any address the app does not know: says so (instead of silently going Home) and offers the way back. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useErrorsT();
  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound')}
      </Typography>
      <Alert severity="warning">
        {t('noPageAt')} <code>{pathname}</code>. {t('oldLink')}
      </Alert>
      <Button sx={{ mt: 2 }} variant="contained" component={RouterLink} to="/">
        {t('goHome')}
      </Button>
    </Box>
  );
}
