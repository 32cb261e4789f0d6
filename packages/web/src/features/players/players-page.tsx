import { Typography } from '@mui/material';

export default function PlayersPage() {
  return <Typography variant="h4">TODO players/players-page</Typography>;
}
