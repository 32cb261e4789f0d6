import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import type { PortalMe } from '@asa/domain';
import { api, data } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-errors';
import { useToast } from '../../lib/toast';
import { useCommonT } from '../../lib/common-texts';
import { usePortalT } from './texts';

/** A one-time code to type in game (`+link <code>`), for the in-game shop (shown while the owner has it on). */
export function LinkCodeCard({
  guildId,
  commands,
}: {
  guildId: string;
  commands: NonNullable<PortalMe['inGameShop']>;
}) {
  const toast = useToast();
  const t = usePortalT();
  const c = useCommonT();
  const get = useMutation({
    mutationFn: () => data(api.POST('/api/portal/{guildId}/linkCode', { params: { path: { guildId } } })),
    onError: (e) => toast({ severity: 'error', title: c('error'), message: apiErrorMessage(e) }),
  });
  return (
    <Alert severity="info" icon={false} sx={{ mt: 2 }}>
      <Typography variant="body2">
        {t('inGame.intro', { shop: commands.shop, buy: commands.buy, bal: commands.bal })}
      </Typography>
      {get.data ? (
        <Typography variant="body1" sx={{ mt: 1 }} aria-live="polite">
          {t('inGame.typeBefore')}{' '}
          <strong>
            {commands.link} {get.data.code}
          </strong>{' '}
          {t('inGame.typeAfter')}
        </Typography>
      ) : (
        <Button size="small" onClick={() => get.mutate()} disabled={get.isPending} sx={{ mt: 1 }}>
          {t('inGame.getCode')}
        </Button>
      )}
    </Alert>
  );
}

/** Demo mode only: say a line in the demo game's chat as the demo player (e.g. +bal). */
export function DemoSay() {
  const toast = useToast();
  const t = usePortalT();
  const c = useCommonT();
  const [text, setText] = useState('+bal');
  const say = useMutation({
    mutationFn: () => data(api.POST('/api/demo/say', { body: { text } })),
    onSuccess: () => toast({ severity: 'info', message: t('demo.said') }),
    onError: (e) => toast({ severity: 'error', title: c('error'), message: apiErrorMessage(e) }),
  });
  return (
    <Box
      component="form"
      sx={{ mt: 2, display: 'flex', gap: 1 }}
      onSubmit={(e) => (e.preventDefault(), say.mutate())}
    >
      <TextField
        size="small"
        label={t('demo.say')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" disabled={say.isPending || !text.trim()}>
        {t('demo.sayButton')}
      </Button>
    </Box>
  );
}
