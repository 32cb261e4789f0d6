import { Typography } from '@mui/material';

export default function SponsorsPage() {
  return <Typography variant="h4">TODO public/sponsors-page</Typography>;
}
