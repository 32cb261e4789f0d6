import { Tooltip } from '@mui/material';
import Cancel from '@mui/icons-material/Cancel';
import type { Player } from '@asa/domain';
import { usePlayersT } from './texts';

/** Discord name plus id, or a cancel icon when the player has no Discord name. */
export function DiscordCell({ player }: { player: Player }) {
  const t = usePlayersT();
  if (!player.discordName)
    return (
      <Tooltip title={t('noDiscord')}>
        <Cancel color="error" fontSize="small" aria-label={t('noDiscord')} sx={{ mt: 1.5 }} />
      </Tooltip>
    );
  return <span data-user-text>{`${player.discordName} (${player.discordId})`}</span>;
}
