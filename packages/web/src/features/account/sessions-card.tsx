import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { UserSession } from '@asa/domain';
import { api, data } from '../../lib/api';
import { accountKeys } from './keys';
import { useToast } from '../../lib/toast';
import { formatDateTime } from '../../lib/format';

const when = (iso: string) => formatDateTime(iso);

/** The user's login sessions with a Sign out button each (GET/DELETE /api/auth/sessions). */
export function SessionsCard() {
  const qc = useQueryClient();
  const toast = useToast();
  const sessions = useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => data(api.GET('/api/auth/sessions')),
  });
  const signOut = async (s: UserSession) => {
    try {
      await api.DELETE('/api/auth/sessions/{id}', { params: { path: { id: s.id } } });
      toast({ severity: 'success', title: 'Signed out', message: 'The session has ended.' });
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
    await qc.invalidateQueries({ queryKey: accountKeys.sessions });
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Sessions
        </Typography>
        <Typography variant="body2">
          Browsers where you are logged in. A session ends after a period without use and at the latest after
          its maximum age (30 days unless the operator changed it). Sign out of any you do not recognise.
        </Typography>
        {sessions.isPending && <CircularProgress size={24} sx={{ mt: 1 }} aria-label="Loading sessions" />}
        {sessions.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            The sessions could not be loaded.
          </Alert>
        )}
        <List dense aria-label="Sessions">
          {sessions.data?.map((s) => (
            <ListItem
              key={s.id}
              divider
              secondaryAction={
                s.current ? (
                  <Chip label="This browser" size="small" />
                ) : (
                  <Button size="small" onClick={() => signOut(s)} aria-label={`Sign out session ${s.id}`}>
                    Sign out
                  </Button>
                )
              }
            >
              <ListItemText
                primary={s.userAgent || 'Unknown browser'}
                secondary={`Logged in ${when(s.createdAt)} · last used ${when(s.lastUsedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
