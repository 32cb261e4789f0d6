import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { api, data } from '../../lib/api';
import { botKeys } from '../../lib/query-keys';
import { nitradoKeys } from './keys';
import { useToast } from '../../lib/toast';

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
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
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
            Login with Nitrado
          </Button>
        }
      >
        Log in with your Nitrado account to import and sync your ASA servers.
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
                Logout
              </Button>
            }
          >
            <ListItemText primary={a.username} secondary={`Nitrado ID ${a.nitradoId}`} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={!canEdit} onClick={login}>
          Login another account
        </Button>
        {list.length > 1 && (
          <Button color="error" disabled={!canEdit} onClick={() => logout()}>
            Logout All
          </Button>
        )}
      </Stack>
    </Box>
  );
}
