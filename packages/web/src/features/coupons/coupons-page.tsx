import { lazy, Suspense, useState } from 'react';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { CouponBodyInput, CouponView } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { CsvExportButton } from '../../components/csv-buttons';
import { api, data } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { DialogLoading } from '../../components/dialog-loading';
import { useCouponUses, useCoupons } from './use-coupons';

// the form (and the kit and rank lists it offers) loads when opened
const CouponDialog = lazy(() => import('./coupon-dialog').then((m) => ({ default: m.CouponDialog })));

const discountText = (c: CouponView) => (c.kind === 'percent' ? `${c.amount} %` : `${c.amount} credits`);
const limitText = (n: number) => (n === 0 ? 'unlimited' : String(n));
const scopeText = (c: CouponView) =>
  c.scope === 'kits'
    ? `${c.kitIds.length} chosen kit${c.kitIds.length === 1 ? '' : 's'}`
    : c.scope === 'ranks'
      ? `${c.rankIds.length} shop rank${c.rankIds.length === 1 ? '' : 's'}`
      : 'All kits';

function CouponsTable(p: { botId: number; canEdit: boolean }) {
  const coupons = useCoupons(p.botId);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async (body: CouponBodyInput) => {
    setBusy(true);
    try {
      await data(api.POST('/api/coupon/{botId}', { params: { path: { botId: p.botId } }, body }));
      setAdding(false);
      await coupons.refresh();
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (c: CouponView) => {
    if (!window.confirm(`Delete the coupon ${c.code}? Purchases keep its code.`)) return;
    await data(
      api.DELETE('/api/coupon/{botId}/{couponId}', { params: { path: { botId: p.botId, couponId: c.id } } }),
    ).catch((e: Error) => toast({ severity: 'error', title: 'Error', message: e.message }));
    await coupons.refresh();
  };
  return (
    <Box sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ my: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Codes
        </Typography>
        {p.canEdit && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            New coupon
          </Button>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="Coupons" aria-busy={coupons.isFetching || undefined}>
          <TableHead>
            <TableRow>
              {['Code', 'Discount', 'For', 'Used', 'Per player', 'Creator', 'Valid', ''].map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(coupons.data ?? []).map((c) => (
              <TableRow key={c.id} data-testid="coupon-row">
                <TableCell>{c.code}</TableCell>
                <TableCell>
                  {discountText(c)}
                  {c.stackable ? ' (adds to ranks)' : ''}
                </TableCell>
                <TableCell>{scopeText(c)}</TableCell>
                <TableCell data-testid="coupon-uses">
                  {c.uses} of {limitText(c.maxUses)}
                </TableCell>
                <TableCell>{limitText(c.maxUsesPerPlayer)}</TableCell>
                <TableCell>{c.creatorTag}</TableCell>
                <TableCell>
                  {c.validFrom ? formatDateTime(c.validFrom) : 'now'} –{' '}
                  {c.validTo ? formatDateTime(c.validTo) : 'open'}
                </TableCell>
                <TableCell align="right">
                  {p.canEdit && (
                    <Button color="error" onClick={() => void remove(c)} aria-label={`Delete ${c.code}`}>
                      Delete
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {adding && (
        <Suspense fallback={<DialogLoading />}>
          <CouponDialog
            botId={p.botId}
            busy={busy}
            onSave={(b) => void save(b)}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}

function UsesTable({ botId }: { botId: number }) {
  const [page, setPage] = useState(0);
  const uses = useCouponUses(botId, page);
  const total = uses.data?.total ?? 0;
  return (
    <Box>
      <Stack direction="row" sx={{ my: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Uses ({total})
        </Typography>
        <CsvExportButton
          label="Export CSV"
          filename={`coupon-uses-${botId}.csv`}
          load={() =>
            data(api.GET('/api/coupon/export/{botId}', { params: { path: { botId } }, parseAs: 'blob' }))
          }
        />
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="Coupon uses" aria-busy={uses.isFetching || undefined}>
          <TableHead>
            <TableRow>
              {['When', 'Purchase', 'Player', 'Kit', 'Coupon', 'Creator', 'Paid', 'Off', 'Status'].map(
                (h) => (
                  <TableCell key={h} sx={{ fontWeight: 600 }}>
                    {h}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {(uses.data?.items ?? []).map((u) => (
              <TableRow key={u.purchaseId}>
                <TableCell>{formatDateTime(u.createdAt)}</TableCell>
                <TableCell>#{u.purchaseId}</TableCell>
                <TableCell>{u.playerName}</TableCell>
                <TableCell>{u.kitName}</TableCell>
                <TableCell>{u.couponCode}</TableCell>
                <TableCell>{u.creatorTag}</TableCell>
                <TableCell>{u.price}</TableCell>
                <TableCell>{u.couponDiscount}</TableCell>
                <TableCell>{u.counted ? u.status : `${u.status} (use given back)`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button disabled={page === 0} onClick={() => setPage((x) => x - 1)}>
          Newer
        </Button>
        <Button disabled={(page + 1) * 25 >= total} onClick={() => setPage((x) => x + 1)}>
          Older
        </Button>
      </Stack>
    </Box>
  );
}

export default function CouponsPage() {
  const { bot } = useSession();
  return (
    <BotPage
      title="Coupons"
      subtitle="Discount codes players enter when they buy a kit (portal, /buy coupon:, key API)."
      view="Kits_View"
      edit="Kits_Edit"
    >
      {(canEdit) => (
        <>
          <CouponsTable botId={bot!.id} canEdit={canEdit} />
          <UsesTable botId={bot!.id} />
        </>
      )}
    </BotPage>
  );
}
