import { Typography } from '@mui/material';

export default function CommandAccessPage() {
  return <Typography variant="h4">TODO command-access/command-access-page</Typography>;
}
