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

const steps: Record<OnboardingStep, { label: string; to: string; how: string }> = {
  addServer: { label: 'Add a server', to: '/servers', how: 'Servers: Add server' },
  testRcon: { label: 'Test RCON', to: '/servers', how: 'Servers: edit a server, Test connection' },
  createKit: { label: 'Create a kit', to: '/kits', how: 'Kits: Add kit or Add sample kit' },
  postShop: { label: 'Post the shop', to: '/kits', how: 'Kits: give kits a channel; the bot posts them' },
  invitePlayers: {
    label: 'Invite players',
    to: '/players',
    how: 'Players register with /register in Discord',
  },
};

/** The onboarding checklist of a new instance; each step is checked by the server from stored data. */
export function OnboardingChecklist({ checklist }: { checklist: Overview['checklist'] }) {
  if (checklist.every((s) => s.done)) return null;
  const done = checklist.filter((s) => s.done).length;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="onboarding">
      <CardContent>
        <Typography variant="h6" component="h2">
          Get started ({done} of {checklist.length} done)
        </Typography>
        <List dense>
          {checklist.map((s) => (
            <ListItem key={s.step} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {s.done ? (
                  <CheckCircle color="success" fontSize="small" titleAccess="Done" />
                ) : (
                  <RadioButtonUnchecked color="disabled" fontSize="small" titleAccess="Not done yet" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={steps[s.step].to}>
                    {steps[s.step].label}
                  </Link>
                }
                secondary={steps[s.step].how}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
