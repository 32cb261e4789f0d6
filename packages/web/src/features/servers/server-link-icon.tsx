import { Tooltip } from '@mui/material';
import Cloud from '@mui/icons-material/Cloud';
import SmartToy from '@mui/icons-material/SmartToy';
import type { Server } from '@asa/domain';
import { useServersT } from './texts';

/** Shows whether a server is linked to the hosting provider or to the companion bot. */
export function ServerLinkIcon({ server }: { server: Server }) {
  const t = useServersT();
  if (server.nitradoServiceId > 0)
    return (
      <Tooltip title={t('linkedHosting')}>
        <Cloud fontSize="small" color="primary" aria-label={t('linkedHosting')} />
      </Tooltip>
    );
  if (server.asaBotServerId)
    return (
      <Tooltip title={t('linkedBot')}>
        <SmartToy fontSize="small" color="primary" aria-label={t('linkedBot')} />
      </Tooltip>
    );
  return null;
}
