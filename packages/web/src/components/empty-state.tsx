import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * An empty list's message with the next step (issue 38): what is missing, one sentence on what to do, and the
 * button that does it (Add server, Add kit...). Without `hint` and `action` it is the plain message.
 */
export function EmptyState(p: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Box sx={{ py: 4, px: 2, textAlign: 'center' }} data-testid="empty-state">
      <Typography variant="subtitle1" component="p">
        {p.title}
      </Typography>
      {p.hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 480, mx: 'auto' }}>
          {p.hint}
        </Typography>
      )}
      {p.action && <Box sx={{ mt: 2 }}>{p.action}</Box>}
    </Box>
  );
}
