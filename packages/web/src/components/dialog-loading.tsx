import { Box, CircularProgress } from '@mui/material';
import { useCommonT } from '../lib/common-texts';

/** Suspense fallback of a dialog loaded on demand: a centred progress indicator over the page. */
export function DialogLoading() {
  return (
    <Box
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: 'modal' }}
      role="progressbar"
      aria-label={useCommonT()('loading')}
    >
      <CircularProgress />
    </Box>
  );
}
