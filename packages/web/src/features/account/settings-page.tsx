import { Typography } from '@mui/material';

export default function SettingsPage() {
  return <Typography variant="h4">TODO account/settings-page</Typography>;
}
