import { Alert, Box, Typography } from '@mui/material';
import { useErrorsT } from './texts';
import { useSpecMessages } from '../../lib/spec-messages';

export default function MissingPermissionsPage() {
  const t = useErrorsT();
  const m = useSpecMessages();
  return (
    <Box sx={{ maxWidth: 700 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('permissionDenied')}
      </Typography>
      <Alert severity="error">
        {m('noView')} {t('askOwner')}
      </Alert>
    </Box>
  );
}
