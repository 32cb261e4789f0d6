import { Tooltip } from '@mui/material';
import Cancel from '@mui/icons-material/Cancel';
import type { Player } from '@asa/domain';

/** Discord name plus id, or a cancel icon when the player has no Discord name. */
export function DiscordCell({ player }: { player: Player }) {
  if (!player.discordName)
    return (
      <Tooltip title="No Discord account">
        <Cancel color="error" fontSize="small" aria-label="No Discord account" sx={{ mt: 1.5 }} />
      </Tooltip>
    );
  return `${player.discordName} (${player.discordId})`;
}
