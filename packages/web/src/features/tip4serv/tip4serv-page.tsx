import { Typography } from '@mui/material';

export default function Tip4servPage() {
  return <Typography variant="h4">TODO tip4serv/tip4serv-page</Typography>;
}
