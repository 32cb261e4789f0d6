import { Alert, Box, Button, Typography } from '@mui/material';
import { useErrorsT } from './texts';
import { useSpecMessages } from '../../lib/spec-messages';

export default function NitradoLoginFailedPage() {
  const t = useErrorsT();
  const m = useSpecMessages();
  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('nitradoFailed')}
      </Typography>
      <Alert severity="error">{m('nitradoLoginFailed')}</Alert>
      <Button sx={{ mt: 2 }} variant="contained" href="/nitrado">
        {t('backToNitrado')}
      </Button>
    </Box>
  );
}
