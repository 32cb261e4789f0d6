import { Typography } from '@mui/material';

export default function UserPortalPage() {
  return <Typography variant="h4">TODO user-portal/user-portal-page</Typography>;
}
