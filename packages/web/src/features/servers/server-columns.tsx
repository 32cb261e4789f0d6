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

/** Columns of the servers list: #, link icon, Name, Host, RCON Port, Tag, Actions. */
export function serverColumns(a: {
  canEdit: boolean;
  testing: boolean;
  onEdit(s: Server): void;
  onDelete(s: Server): void;
  onTest(s: Server): void;
}): LightColumn<Server>[] {
  return [
    { field: 'sortingIndex', header: '#', width: 60 },
    {
      field: 'link',
      // the narrow column shows no title, screen readers still get one
      header: <span style={visuallyHidden}>Hosting link</span>,
      width: 50,
      sortable: false,
      render: (row) => <ServerLinkIcon server={row} />,
    },
    { field: 'name', header: 'Name' },
    { field: 'ip', header: 'Host' },
    { field: 'rconPort', header: 'RCON Port', width: 110 },
    { field: 'serverGroup', header: 'Tag', width: 100 },
    {
      field: 'actions',
      header: 'Actions',
      width: 160,
      sortable: false,
      render: (row) => (
        <RowActions
          name={row.name}
          canEdit={a.canEdit}
          onEdit={() => a.onEdit(row)}
          onDelete={() => a.onDelete(row)}
        >
          <Tooltip title="Test RCON">
            <span>
              <IconButton
                aria-label={`Test RCON ${row.name}`}
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
