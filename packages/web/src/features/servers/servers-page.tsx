import { Typography } from '@mui/material';

export default function ServersPage() {
  return <Typography variant="h4">TODO servers/servers-page</Typography>;
}
