import { Typography } from '@mui/material';

export default function ApiAccessPage() {
  return <Typography variant="h4">TODO api-access/api-access-page</Typography>;
}
