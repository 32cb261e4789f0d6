import { Typography } from '@mui/material';

export default function NoBotsPage() {
  return <Typography variant="h4">TODO errors/no-bots-page</Typography>;
}
