import { lazy, Suspense, useState } from 'react';
import {
  Box,
  Button,
  Chip,
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
import { formatDateTime, formatNumber } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { DialogLoading } from '../../components/dialog-loading';
import { CouponReport } from './coupon-report';
import { useCouponUses, useCoupons } from './use-coupons';
import { useCouponsT } from './texts';
import { formatCredits } from '../../lib/format';

// the form (and the kit and rank lists it offers) loads when opened
const CouponDialog = lazy(() => import('./coupon-dialog').then((m) => ({ default: m.CouponDialog })));

type T = ReturnType<typeof useCouponsT>;
const discountText = (t: T, c: CouponView) =>
  t('discount', { kind: c.kind, amount: formatNumber(c.amount), stackable: String(c.stackable) });
const limitText = (t: T, n: number) => (n === 0 ? t('unlimited') : formatNumber(n));
const scopeText = (t: T, c: CouponView) =>
  c.scope === 'kits'
    ? t('scope.kits', { count: c.kitIds.length })
    : c.scope === 'ranks'
      ? t('scope.ranks', { count: c.rankIds.length })
      : t('scope.all');

function CouponsTable(p: { botId: number; canEdit: boolean }) {
  const t = useCouponsT();
  const coupons = useCoupons(p.botId);
  const toast = useToast();
  const [editing, setEditing] = useState<CouponView | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (body: CouponBodyInput) => {
    setBusy(true);
    try {
      if (editing && editing !== 'new')
        await data(
          api.PUT('/api/coupon/{botId}/{couponId}', {
            params: { path: { botId: p.botId, couponId: editing.id } },
            body,
          }),
        );
      else await data(api.POST('/api/coupon/{botId}', { params: { path: { botId: p.botId } }, body }));
      setEditing(null);
      await coupons.refresh();
    } catch (e) {
      toast({ severity: 'error', title: t('error'), message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const pause = async (c: CouponView) => {
    await data(
      api.POST('/api/coupon/{botId}/{couponId}/pause', {
        params: { path: { botId: p.botId, couponId: c.id } },
        body: { paused: !c.paused },
      }),
    ).catch((e: Error) => toast({ severity: 'error', title: t('error'), message: e.message }));
    await coupons.refresh();
  };
  const remove = async (c: CouponView) => {
    if (!window.confirm(t('deleteConfirm', { code: c.code }))) return;
    await data(
      api.DELETE('/api/coupon/{botId}/{couponId}', { params: { path: { botId: p.botId, couponId: c.id } } }),
    ).catch((e: Error) => toast({ severity: 'error', title: t('error'), message: e.message }));
    await coupons.refresh();
  };
  return (
    <Box sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ my: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('codes')}
        </Typography>
        {p.canEdit && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('table')} aria-busy={coupons.isFetching || undefined}>
          <TableHead>
            <TableRow>
              {(['code', 'discount', 'for', 'used', 'perPlayer', 'creator', 'valid', 'actions'] as const).map(
                (h) => (
                  <TableCell key={h} sx={{ fontWeight: 600 }}>
                    {h === 'actions' ? '' : t(`col.${h}`)}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {(coupons.data ?? []).map((c) => (
              <TableRow key={c.id} data-testid="coupon-row">
                <TableCell>
                  {c.code}
                  {c.paused && (
                    <Chip
                      size="small"
                      color="warning"
                      label={t('paused')}
                      sx={{ ml: 1 }}
                      data-testid="coupon-paused"
                    />
                  )}
                </TableCell>
                <TableCell>{discountText(t, c)}</TableCell>
                <TableCell>{scopeText(t, c)}</TableCell>
                <TableCell data-testid="coupon-uses">
                  {c.maxUses === 0
                    ? t('usedUnlimited', { uses: formatNumber(c.uses) })
                    : t('usedOf', { uses: formatNumber(c.uses), limit: formatNumber(c.maxUses) })}
                </TableCell>
                <TableCell>{limitText(t, c.maxUsesPerPlayer)}</TableCell>
                <TableCell>{c.creatorTag}</TableCell>
                <TableCell>
                  {t('valid', {
                    from: c.validFrom ? formatDateTime(c.validFrom) : t('valid.now'),
                    to: c.validTo ? formatDateTime(c.validTo) : t('valid.open'),
                  })}
                </TableCell>
                <TableCell align="right">
                  {p.canEdit && (
                    <Button onClick={() => setEditing(c)} aria-label={t('editLabel', { code: c.code })}>
                      {t('edit')}
                    </Button>
                  )}
                  {p.canEdit && (
                    <Button
                      onClick={() => void pause(c)}
                      aria-label={t(c.paused ? 'resumeLabel' : 'pauseLabel', { code: c.code })}
                    >
                      {c.paused ? t('resume') : t('pause')}
                    </Button>
                  )}
                  {p.canEdit && (
                    <Button
                      color="error"
                      onClick={() => void remove(c)}
                      aria-label={t('deleteLabel', { code: c.code })}
                    >
                      {t('delete')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <Suspense fallback={<DialogLoading />}>
          <CouponDialog
            botId={p.botId}
            coupon={editing === 'new' ? null : editing}
            busy={busy}
            onSave={(b) => void save(b)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}

function UsesTable({ botId }: { botId: number }) {
  const t = useCouponsT();
  const [page, setPage] = useState(0);
  const uses = useCouponUses(botId, page);
  const total = uses.data?.total ?? 0;
  return (
    <Box>
      <Stack direction="row" sx={{ my: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('uses', { total: formatNumber(total) })}
        </Typography>
        <CsvExportButton
          label={t('exportCsv')}
          filename={`coupon-uses-${botId}.csv`}
          load={() =>
            data(api.GET('/api/coupon/export/{botId}', { params: { path: { botId } }, parseAs: 'blob' }))
          }
        />
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('usesTable')} aria-busy={uses.isFetching || undefined}>
          <TableHead>
            <TableRow>
              {(
                ['when', 'purchase', 'player', 'kit', 'coupon', 'creator', 'paid', 'off', 'status'] as const
              ).map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600 }}>
                  {t(`use.${h}`)}
                </TableCell>
              ))}
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
                <TableCell>{formatCredits(u.price)}</TableCell>
                <TableCell>{u.couponDiscount}</TableCell>
                <TableCell>{u.counted ? u.status : t('use.givenBack', { status: u.status })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button disabled={page === 0} onClick={() => setPage((x) => x - 1)}>
          {t('newer')}
        </Button>
        <Button disabled={(page + 1) * 25 >= total} onClick={() => setPage((x) => x + 1)}>
          {t('older')}
        </Button>
      </Stack>
    </Box>
  );
}

export default function CouponsPage() {
  const { bot } = useSession();
  const t = useCouponsT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Kits_View" edit="Kits_Edit">
      {(canEdit) => (
        <>
          <CouponsTable botId={bot!.id} canEdit={canEdit} />
          <CouponReport botId={bot!.id} />
          <UsesTable botId={bot!.id} />
        </>
      )}
    </BotPage>
  );
}
