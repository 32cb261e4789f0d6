import { Typography } from '@mui/material';

export default function DiscordActivityPage() {
  return <Typography variant="h4">TODO discord-activity/discord-activity-page</Typography>;
}
