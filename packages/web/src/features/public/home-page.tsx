import { Typography } from '@mui/material';

export default function HomePage() {
  return <Typography variant="h4">TODO public/home-page</Typography>;
}
