import { Typography } from '@mui/material';

export default function PatreonPage() {
  return <Typography variant="h4">TODO public/patreon-page</Typography>;
}
