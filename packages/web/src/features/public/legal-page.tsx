import { Typography } from '@mui/material';

export default function LegalPage() {
  return <Typography variant="h4">TODO public/legal-page</Typography>;
}
