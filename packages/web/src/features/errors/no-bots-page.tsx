import { useSearchParams } from 'react-router';
import { Alert } from '@mui/material';
import { NoBotsMessage } from '../../components/messages';

export default function NoBotsPage() {
  const [params] = useSearchParams();
  const inviteFailed = params.get('invite') === 'failed';
  return (
    <NoBotsMessage>
      {inviteFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Adding the bot did not complete: Discord did not confirm the server it was added to. Please invite
          the bot again.
        </Alert>
      )}
    </NoBotsMessage>
  );
}
