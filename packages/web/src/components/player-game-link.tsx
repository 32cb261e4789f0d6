import { formatDateTime } from '../lib/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Typography } from '@mui/material';
import { messages } from '@asa/domain';
import { api, data } from '../lib/api';
import { useToast } from '../lib/toast';

/** The player dialog's in-game link: the EOS id, when `+link` set it, and Unlink (audited on the server). */
export function PlayerGameLink(p: {
  botId: number;
  playerId: number;
  canEdit: boolean;
  onUnlinked?(): void;
}) {
  const qc = useQueryClient();
  const toast = useToast();
  const key = ['bot', 'in-game-link', p.botId, p.playerId];
  const path = { params: { path: { botId: p.botId, playerId: p.playerId } } };
  const q = useQuery({
    queryKey: key,
    queryFn: () => data(api.GET('/api/inGameShop/link/{botId}/{playerId}', path)),
  });
  const unlink = useMutation({
    mutationFn: () => data(api.POST('/api/inGameShop/unlink/{botId}/{playerId}', path)),
    onSuccess: (link) => {
      qc.setQueryData(key, link);
      toast({ severity: 'success', message: 'Game account unlinked. The player links again with +link.' });
      p.onUnlinked?.();
    },
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: e.message }),
  });
  if (!q.data) return null;
  const { eosId, linkedAt } = q.data;
  return (
    <Box sx={{ mt: 2 }} aria-label="In-game link">
      <Typography variant="subtitle2" component="h3">
        In-game shop link
      </Typography>
      <Typography variant="body2">
        {eosId
          ? `EOS ID ${eosId}, ${linkedAt ? `linked in game on ${formatDateTime(linkedAt)}` : 'not linked in game (set by hand or registration)'}`
          : 'No game account linked.'}
      </Typography>
      {eosId && p.canEdit && (
        <Button size="small" color="warning" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
          Unlink game account
        </Button>
      )}
    </Box>
  );
}
