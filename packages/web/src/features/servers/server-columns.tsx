import { IconButton, Tooltip } from '@mui/material';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import type { Server } from '@asa/domain';
import { RowActions } from '../../components/row-actions';
import type { LightColumn } from '../../components/light-table';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
import { ServerLinkIcon } from './server-link-icon';
import type { useServersT } from './texts';

/** Columns of the servers list: #, link icon, Name, Host, RCON Port, Tag, Actions. */
export function serverColumns(a: {
  t: ReturnType<typeof useServersT>;
  canEdit: boolean;
  testing: boolean;
  onEdit(s: Server): void;
  onDelete(s: Server): void;
  onTest(s: Server): void;
}): LightColumn<Server>[] {
  const { t } = a;
  return [
    { field: 'sortingIndex', header: '#', width: 60 },
    {
      field: 'link',
      // the narrow column shows no title, screen readers still get one
      header: <span style={visuallyHidden}>{t('hostingLink')}</span>,
      width: 50,
      sortable: false,
      render: (row) => <ServerLinkIcon server={row} />,
    },
    { field: 'name', header: t('name') },
    { field: 'ip', header: t('host') },
    { field: 'rconPort', header: t('rconPort'), width: 110 },
    { field: 'serverGroup', header: t('tag'), width: 100 },
    {
      field: 'actions',
      header: t('actions'),
      width: 160,
      sortable: false,
      render: (row) => (
        <RowActions
          name={row.name}
          canEdit={a.canEdit}
          onEdit={() => a.onEdit(row)}
          onDelete={() => a.onDelete(row)}
        >
          <Tooltip title={t('testRcon')}>
            <span>
              <IconButton
                aria-label={t('testRconOf', { name: row.name })}
                disabled={!a.canEdit || !row.rconPassword || a.testing}
                onClick={() => a.onTest(row)}
              >
                <NetworkCheck />
              </IconButton>
            </span>
          </Tooltip>
        </RowActions>
      ),
    },
  ];
}
