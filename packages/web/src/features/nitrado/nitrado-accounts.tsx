import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { api, data } from '../../lib/api';
import { botKeys } from '../../lib/query-keys';
import { nitradoKeys } from './keys';
import { useToast } from '../../lib/toast';
import { useCommonT } from '../../lib/common-texts';
import { useNitradoT } from './texts';

/** Logged-in Nitrado accounts: Logout per account, Logout All when more than one, Login to add another. */
export function NitradoAccounts({
  botId,
  canEdit,
  valid,
}: {
  botId: number;
  canEdit: boolean;
  valid: boolean;
}) {
  const qc = useQueryClient();
  const t = useNitradoT();
  const c = useCommonT();
  const toast = useToast();
  const names = useQuery({
    queryKey: nitradoKeys.usernames(botId),
    queryFn: () => data(api.GET('/api/nitrado/auth/usernames/{botId}', { params: { path: { botId } } })),
  });
  const login = async () => {
    try {
      window.location.assign(
        await data(api.GET('/api/nitrado/auth/{botId}', { params: { path: { botId } } })),
      );
    } catch (e) {
      toast({ severity: 'error', title: c('error'), message: (e as Error).message });
    }
  };
  const logout = async (username?: string) => {
    await (username === undefined
      ? api.GET('/api/nitrado/auth/logoutAll/{botId}', { params: { path: { botId } } })
      : api.GET('/api/nitrado/auth/logout/{botId}/{username}', { params: { path: { botId, username } } }));
    await qc.invalidateQueries({ queryKey: botKeys.all });
  };
  if (!valid)
    return (
      <Alert
        severity="info"
        action={
          <Button onClick={login} disabled={!canEdit}>
            {t('login')}
          </Button>
        }
      >
        {t('loginNote')}
      </Alert>
    );
  const list = names.data ?? [];
  return (
    <Box>
      <List dense>
        {list.map((a) => (
          <ListItem
            key={a.nitradoId}
            secondaryAction={
              <Button disabled={!canEdit} onClick={() => logout(a.username)}>
                {t('logout')}
              </Button>
            }
          >
            <ListItemText primary={a.username} secondary={t('nitradoId', { id: a.nitradoId })} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={!canEdit} onClick={login}>
          {t('loginAnother')}
        </Button>
        {list.length > 1 && (
          <Button color="error" disabled={!canEdit} onClick={() => logout()}>
            {t('logoutAll')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
