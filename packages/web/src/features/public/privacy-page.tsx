import { Typography } from '@mui/material';

export default function PrivacyPage() {
  return <Typography variant="h4">TODO public/privacy-page</Typography>;
}
