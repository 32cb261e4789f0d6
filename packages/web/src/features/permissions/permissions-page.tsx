import { Typography } from '@mui/material';

export default function PermissionsPage() {
  return <Typography variant="h4">TODO permissions/permissions-page</Typography>;
}
