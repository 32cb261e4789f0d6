import { Typography } from '@mui/material';

export default function ShopRanksPage() {
  return <Typography variant="h4">TODO shop-ranks/shop-ranks-page</Typography>;
}
