import { Typography } from '@mui/material';

export default function AdminUsersPage() {
  return <Typography variant="h4">TODO admin/admin-users-page</Typography>;
}
