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
import { ADMIN_PAGE_SIZE_OPTIONS, PAGE_SIZES, type AdminUserUpdate, type User } from '@asa/domain';
import { api } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { adminKeys } from './keys';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UserRow } from './user-row';
import { useAdminUsers, useSubscriptions } from './use-admin-users';
import { useAdminT } from './texts';
import { useSiteStatusT } from './site-status-texts';
import { Link as RouterLink } from 'react-router';
import { useCommonT } from '../../lib/common-texts';
import { useSpecMessages } from '../../lib/spec-messages';

const headers = [
  'col.id',
  'col.discordId',
  'col.username',
  'col.email',
  'col.patreonEmail',
  'col.role',
  'col.tier',
  'col.patreonTier',
  'col.bonusType',
  'col.actions',
] as const;

export default function AdminUsersPage() {
  const t = useAdminT();
  const s = useSiteStatusT();
  const c = useCommonT();
  const m = useSpecMessages();
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
      toast({ severity: 'success', message: t('deleted') });
      await refresh();
    } catch (e) {
      toast({ severity: 'error', title: c('error'), message: (e as Error).message });
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <TextField
          size="small"
          label={c('search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <Button onClick={refresh}>{c('refresh')}</Button>
        <Button component={RouterLink} to="/admin/status">
          {s('link')}
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell />
              {headers.map((h) => (
                <TableCell key={h}>{t(h)}</TableCell>
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
                  {q ? m('noMatches') : m('noData')}
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
        rowsPerPageOptions={ADMIN_PAGE_SIZE_OPTIONS.map((n) =>
          n === -1 ? { label: t('all'), value: -1 } : n,
        )}
        onPageChange={(_e, p) => setPage(p)}
        labelRowsPerPage={c('rowsPerPage')}
        getItemAriaLabel={(type) => c(`page.${type}`)}
        labelDisplayedRows={({ from, to, count }) =>
          c('rowsShown', { from: formatNumber(from), to: formatNumber(to), count: formatNumber(count) })
        }
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
        title={t('deleteTitle')}
        danger
        confirmLabel={c('delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        {deleting && (
          <>
            {t('confirm.id', { id: deleting.id })}
            <br />
            {t('confirm.username', { name: deleting.username })}
            <br />
            {t('confirm.email', { email: deleting.email || '-' })}
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
