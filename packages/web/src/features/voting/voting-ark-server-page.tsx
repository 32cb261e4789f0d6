import { Typography } from '@mui/material';

export default function VotingArkServerPage() {
  return <Typography variant="h4">TODO voting/voting-ark-server-page</Typography>;
}
