import { Typography } from '@mui/material';

export default function TermsPage() {
  return <Typography variant="h4">TODO public/terms-page</Typography>;
}
