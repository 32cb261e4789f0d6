import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';

const faq = [
  [
    'How do I contact support?',
    'Write to support@asa-shop-bot.example or ask in our Discord community (Join our Discord in the menu).',
  ],
  [
    'Which game servers are supported?',
    'Every ARK: Survival Ascended server with RCON enabled (RCONEnabled=True and an RCON port).',
  ],
  ['Do my players need a mod?', 'No. Kits are plain RCON commands; plugins are optional.'],
  [
    'Can I move my data to another Discord server?',
    'Download your data on the Settings page and contact support; we help with moves.',
  ],
];

export default function FaqPage() {
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        FAQ
      </Typography>
      {faq.map(([q, a]) => (
        <Accordion key={q} slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography>{q}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
