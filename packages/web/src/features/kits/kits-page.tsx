import { Typography } from '@mui/material';

export default function KitsPage() {
  return <Typography variant="h4">TODO kits/kits-page</Typography>;
}
