import { Typography } from '@mui/material';

export default function ModsPage() {
  return <Typography variant="h4">TODO public/mods-page</Typography>;
}
