import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { ADMIN_PAGE_SIZE_OPTIONS, messages, PAGE_SIZES, type AdminUserUpdate, type User } from '@asa/domain';
import { api } from '../../lib/api';
import { adminKeys } from './keys';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UserRow } from './user-row';
import { useAdminUsers, useSubscriptions } from './use-admin-users';

const headers = [
  'ID',
  'Discord ID',
  'Username',
  'EMail',
  'Patreon EMail',
  'Role',
  'Tier',
  'Patreon Tier',
  'Bonus Type',
  'Actions',
];

export default function AdminUsersPage() {
  const users = useAdminUsers();
  const subs = useSubscriptions();
  const qc = useQueryClient();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(PAGE_SIZES.adminUsers);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const tierOf = useMemo(
    () => new Map((subs.data ?? []).map((s) => [s.discordId, s.patreonTier])),
    [subs.data],
  );
  const all = users.data ?? [];
  const q = search.trim().toLowerCase();
  const rows = q
    ? all.filter((u) =>
        [u.id, u.discordId, u.username, u.email, u.patreonEmail].some((v) =>
          String(v).toLowerCase().includes(q),
        ),
      )
    : all;
  const shown = size === -1 ? rows : rows.slice(page * size, page * size + size);
  const refresh = () => qc.invalidateQueries({ queryKey: adminKeys.all });

  const save = (user: AdminUserUpdate) => api.POST('/api/user/', { body: { user } });
  const remove = async (u: User) => {
    setDeleting(null);
    try {
      await api.DELETE('/api/user/{id}', { params: { path: { id: u.id } } });
      toast({ severity: 'success', message: 'User deleted.' });
      await refresh();
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Users
        </Typography>
        <TextField
          size="small"
          label="Search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <Button onClick={refresh}>Refresh</Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell />
              {headers.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                patreonTier={tierOf.get(u.discordId)}
                onEdit={() => setEditing(u)}
                onDelete={() => setDeleting(u)}
              />
            ))}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={11} align="center">
                  {q ? messages.noMatches : messages.noData}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={size === -1 ? 0 : page}
        rowsPerPage={size}
        rowsPerPageOptions={ADMIN_PAGE_SIZE_OPTIONS.map((n) => (n === -1 ? { label: 'All', value: -1 } : n))}
        onPageChange={(_e, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
      {editing && (
        <EditUserDialog
          user={editing}
          save={save}
          onSaved={() => {
            setEditing(null);
            return refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete user?"
        danger
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        {deleting && (
          <>
            ID: {deleting.id}
            <br />
            Username: {deleting.username}
            <br />
            EMail: {deleting.email || '-'}
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
