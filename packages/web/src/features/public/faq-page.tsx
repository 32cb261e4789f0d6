import { Typography } from '@mui/material';

export default function FaqPage() {
  return <Typography variant="h4">TODO public/faq-page</Typography>;
}
