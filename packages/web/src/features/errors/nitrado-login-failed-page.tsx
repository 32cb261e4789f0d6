import { Typography } from '@mui/material';

export default function NitradoLoginFailedPage() {
  return <Typography variant="h4">TODO errors/nitrado-login-failed-page</Typography>;
}
