import { Typography } from '@mui/material';

export default function NitradoPage() {
  return <Typography variant="h4">TODO nitrado/nitrado-page</Typography>;
}
