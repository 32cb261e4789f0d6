import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField, Typography } from '@mui/material';
import type { PortalOrder } from '@asa/domain';
import { api, data } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-errors';
import { usePortalT } from './texts';

/** Same as PLAYER_SEARCH_MIN and GIFT_MESSAGE_MAX of @asa/domain (kept here so this chunk needs no schemas). */
const SEARCH_MIN = 2;
const MESSAGE_MAX = 200;

/**
 * The gift part of the order dialog: search the community's players by name (at least two characters),
 * choose the recipient from the matches, and an optional message.
 */
export function GiftFields(p: { guildId: string; control: Control<PortalOrder> }) {
  const t = usePortalT();
  const [q, setQ] = useState('');
  const term = q.trim();
  const hits = useQuery({
    queryKey: ['portal', p.guildId, 'players', term],
    queryFn: () =>
      data(
        api.GET('/api/portal/{guildId}/players', {
          params: { path: { guildId: p.guildId }, query: { q: term } },
        }),
      ),
    enabled: term.length >= SEARCH_MIN,
    staleTime: 30_000,
  });
  const rows = hits.data?.rows ?? [];
  return (
    <>
      <TextField
        fullWidth
        label={t('gift.find')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        // a refusal (only the community's registered players may search, issue 33) is shown, not an empty list
        error={hits.isError}
        helperText={hits.isError ? apiErrorMessage(hits.error) : t('gift.findHelp', { min: SEARCH_MIN })}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <Controller
        control={p.control}
        name="giftTo"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label={t('gift.recipient')}
            value={rows.some((r) => r.id === field.value) ? field.value : ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
            disabled={rows.length === 0}
          >
            {rows.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {term.length >= SEARCH_MIN && hits.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('gift.noMatch', { term })}
        </Typography>
      )}
      <Controller
        control={p.control}
        name="giftMessage"
        render={({ field }) => (
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={t('gift.message')}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
          />
        )}
      />
    </>
  );
}
