import { useSearchParams } from 'react-router';
import { Alert } from '@mui/material';
import { NoBotsMessage } from '../../components/messages';
import { useErrorsT } from './texts';

export default function NoBotsPage() {
  const [params] = useSearchParams();
  const t = useErrorsT();
  const inviteFailed = params.get('invite') === 'failed';
  return (
    <NoBotsMessage>
      {inviteFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('inviteFailed')}
        </Alert>
      )}
    </NoBotsMessage>
  );
}
