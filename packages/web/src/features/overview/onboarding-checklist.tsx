import { Link as RouterLink } from 'react-router';
import {
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

/** The onboarding checklist of a new instance; each step is checked by the server from stored data. */
export function OnboardingChecklist({ checklist }: { checklist: Overview['checklist'] }) {
  const t = useOverviewT();
  if (checklist.every((s) => s.done)) return null;
  const done = checklist.filter((s) => s.done).length;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="onboarding">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('onboarding.title', { done, count: checklist.length })}
        </Typography>
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
      </CardContent>
    </Card>
  );
}
