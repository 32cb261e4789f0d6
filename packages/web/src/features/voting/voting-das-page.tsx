import { Typography } from '@mui/material';

export default function VotingDasPage() {
  return <Typography variant="h4">TODO voting/voting-das-page</Typography>;
}
