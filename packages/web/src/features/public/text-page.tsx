import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A page of headed sections (legal texts, policies). */
export function TextPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro?: ReactNode;
  sections: [string, ReactNode][];
}) {
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && <Box sx={{ mb: 2 }}>{intro}</Box>}
      {sections.map(([h, body]) => (
        <Box key={h} component="section" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {h}
          </Typography>
          <Typography component="div" variant="body1">
            {body}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
