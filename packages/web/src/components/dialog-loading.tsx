import { Box, CircularProgress } from '@mui/material';

/** Suspense fallback of a dialog loaded on demand: a centred progress indicator over the page. */
export function DialogLoading() {
  return (
    <Box
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: 'modal' }}
      role="progressbar"
      aria-label="Loading"
    >
      <CircularProgress />
    </Box>
  );
}
