import { formatDateTime } from '../lib/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Typography } from '@mui/material';
import { api, data } from '../lib/api';
import { useToast } from '../lib/toast';
import { useCommonT } from '../lib/common-texts';

/** The player dialog's in-game link: the EOS id, when `+link` set it, and Unlink (audited on the server). */
export function PlayerGameLink(p: {
  botId: number;
  playerId: number;
  canEdit: boolean;
  onUnlinked?(): void;
}) {
  const qc = useQueryClient();
  const toast = useToast();
  const t = useCommonT();
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
      toast({ severity: 'success', message: t('gameLink.unlinked') });
      p.onUnlinked?.();
    },
    onError: (e) => toast({ severity: 'error', title: t('error'), message: e.message }),
  });
  if (!q.data) return null;
  const { eosId, linkedAt } = q.data;
  return (
    <Box sx={{ mt: 2 }} aria-label={t('gameLink.label')}>
      <Typography variant="subtitle2" component="h3">
        {t('gameLink.title')}
      </Typography>
      <Typography variant="body2">
        {!eosId
          ? t('gameLink.none')
          : linkedAt
            ? t('gameLink.linked', { eosId, time: formatDateTime(linkedAt) })
            : t('gameLink.byHand', { eosId })}
      </Typography>
      {eosId && p.canEdit && (
        <Button size="small" color="warning" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
          {t('gameLink.unlink')}
        </Button>
      )}
    </Box>
  );
}
