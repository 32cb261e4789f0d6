import { Typography } from '@mui/material';

export default function MissingPermissionsPage() {
  return <Typography variant="h4">TODO errors/missing-permissions-page</Typography>;
}
