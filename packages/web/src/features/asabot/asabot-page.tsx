import { Typography } from '@mui/material';

export default function AsabotPage() {
  return <Typography variant="h4">TODO asabot/asabot-page</Typography>;
}
