import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { usePublicT } from './texts';

/** The questions: `faq.<n>.q` and its answer `faq.<n>.a`. */
const questions = ['0', '1', '2', '3'] as const;

export default function FaqPage() {
  const t = usePublicT();
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('faq.title')}
      </Typography>
      {questions.map((n) => (
        <Accordion key={n} slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography>{t(`faq.${n}.q`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{t(`faq.${n}.a`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
