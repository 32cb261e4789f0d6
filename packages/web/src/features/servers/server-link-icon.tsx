import { Tooltip } from '@mui/material';
import Cloud from '@mui/icons-material/Cloud';
import SmartToy from '@mui/icons-material/SmartToy';
import type { Server } from '@asa/domain';

/** Shows whether a server is linked to the hosting provider or to the companion bot. */
export function ServerLinkIcon({ server }: { server: Server }) {
  if (server.nitradoServiceId > 0)
    return (
      <Tooltip title="Linked to hosting provider">
        <Cloud fontSize="small" color="primary" aria-label="Linked to hosting provider" />
      </Tooltip>
    );
  if (server.asaBotServerId)
    return (
      <Tooltip title="Linked to companion bot">
        <SmartToy fontSize="small" color="primary" aria-label="Linked to companion bot" />
      </Tooltip>
    );
  return null;
}
