import { Typography } from '@mui/material';

export default function NotificationsPage() {
  return <Typography variant="h4">TODO notifications/notifications-page</Typography>;
}
