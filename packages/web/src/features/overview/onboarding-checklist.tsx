import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { OnboardingStep, Overview } from '@asa/domain';
import { useOverviewT } from './texts';

/** Where each step is done (its label and how-to are `step.<step>` and `step.<step>.how`). */
const stepLinks: Record<OnboardingStep, string> = {
  addServer: '/servers',
  testRcon: '/servers',
  createKit: '/kits',
  postShop: '/kits',
  invitePlayers: '/players',
};

/**
 * The onboarding checklist of a new instance; each step is checked by the server from stored data. Gone once
 * every step is done; folded to its title (and a Show button) once half of them are.
 */
export function OnboardingChecklist({ checklist }: { checklist: Overview['checklist'] }) {
  const t = useOverviewT();
  const done = checklist.filter((s) => s.done).length;
  const [open, setOpen] = useState(done * 2 < checklist.length);
  if (done === checklist.length) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="onboarding">
      <CardContent sx={{ '&:last-child': { pb: open ? 2 : 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('onboarding.title', { done, count: checklist.length })}
          </Typography>
          <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {t(open ? 'onboarding.hide' : 'onboarding.show')}
          </Button>
        </Box>
        {open && (
          <List dense>
            {checklist.map((s) => (
              <ListItem key={s.step} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {s.done ? (
                    <CheckCircle color="success" fontSize="small" titleAccess={t('onboarding.done')} />
                  ) : (
                    <RadioButtonUnchecked
                      color="disabled"
                      fontSize="small"
                      titleAccess={t('onboarding.notDone')}
                    />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={stepLinks[s.step]}>
                      {t(`step.${s.step}`)}
                    </Link>
                  }
                  secondary={t(`step.${s.step}.how`)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
