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
import { useAccountT } from './texts';
import { useCommonT } from '../../lib/common-texts';

const when = (iso: string) => formatDateTime(iso);

/** The user's login sessions with a Sign out button each (GET/DELETE /api/auth/sessions). */
export function SessionsCard() {
  const qc = useQueryClient();
  const toast = useToast();
  const t = useAccountT();
  const c = useCommonT();
  const sessions = useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => data(api.GET('/api/auth/sessions')),
  });
  const signOut = async (s: UserSession) => {
    try {
      await api.DELETE('/api/auth/sessions/{id}', { params: { path: { id: s.id } } });
      toast({ severity: 'success', title: t('signedOut'), message: t('sessionEnded') });
    } catch (e) {
      toast({ severity: 'error', title: c('error'), message: (e as Error).message });
    }
    await qc.invalidateQueries({ queryKey: accountKeys.sessions });
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('sessions')}
        </Typography>
        <Typography variant="body2">{t('sessionsText')}</Typography>
        {sessions.isPending && (
          <CircularProgress size={24} sx={{ mt: 1 }} aria-label={t('loadingSessions')} />
        )}
        {sessions.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('sessionsFailed')}
          </Alert>
        )}
        <List dense aria-label={t('sessions')}>
          {sessions.data?.map((s) => (
            <ListItem
              key={s.id}
              divider
              secondaryAction={
                s.current ? (
                  <Chip label={t('thisBrowser')} size="small" />
                ) : (
                  <Button
                    size="small"
                    onClick={() => signOut(s)}
                    aria-label={t('signOutSession', { id: s.id })}
                  >
                    {t('signOut')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={s.userAgent || t('unknownBrowser')}
                secondary={t('sessionTimes', { created: when(s.createdAt), used: when(s.lastUsedAt) })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
