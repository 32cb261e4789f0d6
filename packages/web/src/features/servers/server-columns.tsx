import { IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import type { Server } from '@asa/domain';
import { RowActions } from '../../components/row-actions';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
import { ServerLinkIcon } from './server-link-icon';

/** Columns of the servers grid: #, link icon, Name, Host, RCON Port, Tag, Actions. */
export function serverColumns(a: {
  canEdit: boolean;
  testing: boolean;
  onEdit(s: Server): void;
  onDelete(s: Server): void;
  onTest(s: Server): void;
}): GridColDef<Server>[] {
  return [
    { field: 'sortingIndex', headerName: '#', width: 60 },
    {
      field: 'link',
      headerName: 'Hosting link',
      // the narrow column shows no title, screen readers still get one
      renderHeader: () => <span style={visuallyHidden}>Hosting link</span>,
      width: 50,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => <ServerLinkIcon server={row} />,
    },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'ip', headerName: 'Host', flex: 1, minWidth: 150 },
    { field: 'rconPort', headerName: 'RCON Port', width: 110 },
    { field: 'serverGroup', headerName: 'Tag', width: 100 },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 160,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
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
