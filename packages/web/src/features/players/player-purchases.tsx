import { useState } from 'react';
import {
  CircularProgress,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { PurchaseView } from '@asa/domain';
import { usePurchasesPage } from '../purchases/use-purchases';
import { PurchaseDetailDialog } from '../purchases/purchase-detail-dialog';
import { PurchaseStatusChip } from '../purchases/purchase-status-chip';
import { purchaseKit, purchasePrice } from '../purchases/purchase-format';
import { formatDateTime } from '../../lib/format';
import { usePlayersT } from './texts';
import { useSpecMessages } from '../../lib/spec-messages';

const LAST = 10;

/** The player's last purchases (newest first) with the delivery state; a row opens the purchase detail. */
export function PlayerPurchases(p: { botId: number; playerId: number; canEdit: boolean }) {
  const t = usePlayersT();
  const m = useSpecMessages();
  const q = usePurchasesPage(p.botId, { page: 0, pageSize: LAST, playerId: p.playerId });
  const [open, setOpen] = useState<PurchaseView | null>(null);
  if (q.isLoading) return <CircularProgress size={24} aria-label={t('purchases.loading')} />;
  const rows = q.data?.items ?? [];
  const total = q.data?.total ?? 0;
  return (
    <>
      <Table size="small" aria-label={t('purchases.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('purchases.date')}</TableCell>
            <TableCell>{t('purchases.kit')}</TableCell>
            <TableCell>{t('purchases.server')}</TableCell>
            <TableCell align="right">{t('purchases.price')}</TableCell>
            <TableCell>{t('purchases.status')}</TableCell>
            <TableCell align="right">{t('purchases.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{formatDateTime(r.createdAt)}</TableCell>
              <TableCell>{purchaseKit(r)}</TableCell>
              <TableCell>{r.serverName}</TableCell>
              <TableCell align="right">{purchasePrice(r)}</TableCell>
              <TableCell>
                <PurchaseStatusChip purchase={r} />
              </TableCell>
              <TableCell align="right">
                <IconButton aria-label={t('purchases.detailsOf', { id: r.id })} onClick={() => setOpen(r)}>
                  <InfoOutlined />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{q.isError ? q.error.message : m('noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('purchases.more', { shown: rows.length, total })}
        </Typography>
      )}
      {open && (
        <PurchaseDetailDialog
          key={open.id}
          botId={p.botId}
          purchase={open}
          canEdit={p.canEdit}
          onChanged={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
