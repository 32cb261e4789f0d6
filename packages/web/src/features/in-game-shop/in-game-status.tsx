import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api, data } from '../../lib/api';
import { formatDateTime } from '../../lib/format';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'never');

/** Per server read: the chat reader's state; and the latest in-game commands with their outcome. */
export function InGameStatus({ botId }: { botId: number }) {
  const q = useQuery({
    queryKey: ['bot', 'in-game-status', botId],
    queryFn: () => data(api.GET('/api/inGameShop/status/{botId}', { params: { path: { botId } } })),
    refetchInterval: 10_000,
  });
  const s = q.data;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Chat readers
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Chat readers">
              <TableHead>
                <TableRow>
                  <TableCell>Server</TableCell>
                  <TableCell>Last read</TableCell>
                  <TableCell align="right">Lines (1 h)</TableCell>
                  <TableCell align="right">Commands (1 h)</TableCell>
                  <TableCell>Last error</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(s?.readers ?? []).map((r) => (
                  <TableRow key={r.serverId}>
                    <TableCell>{r.serverName}</TableCell>
                    <TableCell>{when(r.lastReadAt)}</TableCell>
                    <TableCell align="right">{r.linesLastHour}</TableCell>
                    <TableCell align="right">{r.commandsLastHour}</TableCell>
                    <TableCell>{r.lastError || '-'}</TableCell>
                  </TableRow>
                ))}
                {s && !s.readers.length && (
                  <TableRow>
                    <TableCell colSpan={5}>No server is read. Choose servers above.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Recent in-game commands
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Recent in-game commands">
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  <TableCell>Server</TableCell>
                  <TableCell>Player</TableCell>
                  <TableCell>Typed</TableCell>
                  <TableCell>Outcome</TableCell>
                  <TableCell>Reply</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(s?.commands ?? []).map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{when(c.createdAt)}</TableCell>
                    <TableCell>{c.serverName}</TableCell>
                    <TableCell>{c.platformName}</TableCell>
                    <TableCell>{c.message}</TableCell>
                    <TableCell>{c.status === 'done' ? c.outcome : c.status}</TableCell>
                    <TableCell>{c.reply}</TableCell>
                  </TableRow>
                ))}
                {s && !s.commands.length && (
                  <TableRow>
                    <TableCell colSpan={6}>No in-game commands yet.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </>
  );
}
