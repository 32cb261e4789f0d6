import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { messages, type PortalMe } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useToast } from '../../lib/toast';

/** A one-time code to type in game (`+link <code>`), for the in-game shop (shown while the owner has it on). */
export function LinkCodeCard({
  guildId,
  commands,
}: {
  guildId: string;
  commands: NonNullable<PortalMe['inGameShop']>;
}) {
  const toast = useToast();
  const get = useMutation({
    mutationFn: () => data(api.POST('/api/portal/{guildId}/linkCode', { params: { path: { guildId } } })),
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: e.message }),
  });
  return (
    <Alert severity="info" icon={false} sx={{ mt: 2 }}>
      <Typography variant="body2">
        Buy in game: link your game account once, then type {commands.shop}, {commands.buy} or {commands.bal}{' '}
        in the game&apos;s chat.
      </Typography>
      {get.data ? (
        <Typography variant="body1" sx={{ mt: 1 }} aria-live="polite">
          Type{' '}
          <strong>
            {commands.link} {get.data.code}
          </strong>{' '}
          in the game chat within 15 minutes.
        </Typography>
      ) : (
        <Button size="small" onClick={() => get.mutate()} disabled={get.isPending} sx={{ mt: 1 }}>
          Get a link code
        </Button>
      )}
    </Alert>
  );
}

/** Demo mode only: say a line in the demo game's chat as the demo player (e.g. +bal). */
export function DemoSay() {
  const toast = useToast();
  const [text, setText] = useState('+bal');
  const say = useMutation({
    mutationFn: () => data(api.POST('/api/demo/say', { body: { text } })),
    onSuccess: () =>
      toast({ severity: 'info', message: 'Said in game. The in-game shop answers within a few seconds.' }),
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: e.message }),
  });
  return (
    <Box
      component="form"
      sx={{ mt: 2, display: 'flex', gap: 1 }}
      onSubmit={(e) => (e.preventDefault(), say.mutate())}
    >
      <TextField
        size="small"
        label="Demo: say in game"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" disabled={say.isPending || !text.trim()}>
        Say
      </Button>
    </Box>
  );
}
