import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CookieConsentDialog, useCookieConsent } from '../../components/cookie-consent';
import type { ApiError } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { BalanceCard } from './balance-card';
import { DmNotifications } from './dm-notifications';
import { SendCredits } from './send-credits';
import { PortalLeaderboard } from './leaderboard-section';
import { DemoPresence } from './demo-presence';
import { DemoSay, LinkCodeCard } from './in-game-controls';
import { CreditHistoryTable } from '../../components/credit-history-table';
import { KitCard } from './kit-card';
import { OrderDialog, type PendingOrder } from './order-dialog';
import { PortalHeader } from './portal-header';
import { PurchaseList } from './purchase-list';
import { RankCard } from './rank-card';
import type { PortalRank, PurchaseView } from '@asa/domain';
import { useLoginLanding } from './use-login-landing';
import { usePortalT } from './texts';
import { useLoginUrl, usePortalActions, usePortalCatalog, usePortalMe } from './use-portal';

const cards = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
} as const;

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }} aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }} id={id} tabIndex={id ? -1 : undefined}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Loading = ({ label }: { label: string }) => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <CircularProgress aria-label={label} />
  </Box>
);

/**
 * The player portal (/portal/{guildId}): a public page of one community's kits and shop ranks; a player
 * who logs in with Discord sees their balance, vouchers, purchases and credit history and buys or redeems
 * kits on a server of their choice. Standalone: its own header, no dashboard drawer.
 */
export default function PortalPage() {
  const t = usePortalT();
  const guildId = useParams().guildId ?? '';
  const session = useSession();
  const [loginError, clearLoginError] = useLoginLanding();
  const loginUrl = useLoginUrl(guildId);
  const catalog = usePortalCatalog(guildId);
  const loggedIn = session.loggedIn && session.ready;
  const me = usePortalMe(guildId, loggedIn && catalog.isSuccess);
  const { order, buyRank } = usePortalActions(guildId);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [result, setResult] = useState<PurchaseView | null>(null);
  const [rank, setRank] = useState<PortalRank | null>(null);
  const consent = useCookieConsent();

  const c = catalog.data;
  useEffect(() => {
    document.title = c ? t('documentTitle', { guild: c.guildName || t('title') }) : t('title');
  }, [c, t]);

  const header = (
    <PortalHeader
      guildName={c?.guildName ?? ''}
      guildIconUrl={c?.guildIconUrl ?? ''}
      userName={loggedIn ? (session.user?.username ?? '…') : null}
      loginUrl={loginUrl}
      onLogout={() => void session.logout()}
    />
  );

  let body: ReactNode;
  // a player with a session waits for their account too: the page then appears at once instead of the
  // balance card pushing the kits down when it arrives (layout shift, issue 38)
  if (catalog.isPending || (session.loggedIn && !catalog.isError && (!session.ready || me.isPending)))
    body = <Loading label={t('loadingPortal')} />;
  else if (catalog.isError)
    body = (
      <Alert
        severity={(catalog.error as ApiError).status === 404 ? 'info' : 'error'}
        action={
          (catalog.error as ApiError).status === 404 ? undefined : (
            <Button color="inherit" size="small" onClick={() => void catalog.refetch()}>
              {t('retry')}
            </Button>
          )
        }
      >
        {apiErrorMessage(catalog.error)}
      </Alert>
    );
  else {
    const cat = catalog.data;
    const m = me.data;
    const credits = m ? m.player.credits : null;
    const priceOf = (kitId: number) => m?.kitPrices.find((k) => k.kitId === kitId)?.price ?? null;
    const vouchersOf = (kitId: number) => m?.vouchers.find((v) => v.kitId === kitId)?.count ?? 0;
    body = (
      <>
        {!cat.isShopEnabled && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('shopClosed')}
          </Alert>
        )}
        {!loggedIn ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" href={loginUrl ?? undefined} disabled={!loginUrl}>
                {t('login')}
              </Button>
            }
          >
            {t('loginHint')}
          </Alert>
        ) : me.isPending ? (
          <Loading label={t('loadingAccount')} />
        ) : me.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void me.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {me.error.message}
          </Alert>
        ) : (
          <>
            <BalanceCard me={me.data} />
            {me.data.demoPresence && <DemoPresence />}
            {me.data.inGameShop && <LinkCodeCard guildId={guildId} commands={me.data.inGameShop} />}
            <SendCredits guildId={guildId} me={me.data} />
            <DmNotifications guildId={guildId} me={me.data} />
            <PortalLeaderboard guildId={guildId} me={me.data} />
            {me.data.demoPresence && <DemoSay />}
          </>
        )}

        {cat.kitsEnabled && (
          <Section title={t('kits')}>
            {cat.kits.length === 0 ? (
              <Typography color="text.secondary">{t('noKits')}</Typography>
            ) : (
              <Box sx={cards}>
                {cat.kits.map((kit) => (
                  <KitCard
                    key={kit.id}
                    kit={kit}
                    price={priceOf(kit.id)}
                    credits={credits}
                    vouchers={vouchersOf(kit.id)}
                    limit={m?.buyLimits.find((l) => l.kitId === kit.id)}
                    shopOpen={cat.isShopEnabled}
                    onBuy={() => setPending({ mode: 'buy', kit, price: priceOf(kit.id) ?? kit.price })}
                    onRedeem={() => setPending({ mode: 'redeem', kit, price: 0 })}
                    onGift={() => setPending({ mode: 'gift', kit, price: priceOf(kit.id) ?? kit.price })}
                  />
                ))}
              </Box>
            )}
          </Section>
        )}

        {cat.shopRanksEnabled && (
          <Section title={t('ranks')}>
            {cat.shopRanks.length === 0 ? (
              <Typography color="text.secondary">{t('noRanks')}</Typography>
            ) : (
              <Box sx={cards}>
                {cat.shopRanks.map((r) => (
                  <RankCard
                    key={r.id}
                    rank={r}
                    held={!!m?.shopRanks.some((x) => x.id === r.id)}
                    credits={credits}
                    shopOpen={cat.isShopEnabled}
                    onBuy={() => setRank(r)}
                  />
                ))}
              </Box>
            )}
          </Section>
        )}

        {m && (
          <>
            <Section title={t('myOrders')} id="my-orders">
              <Paper variant="outlined">
                <PurchaseList purchases={m.purchases} />
              </Paper>
            </Section>
            <Section title={t('creditHistory')}>
              <Paper variant="outlined">
                <CreditHistoryTable
                  history={m.creditHistory}
                  showActor={false}
                  emptyText={t('noCreditChanges')}
                />
              </Paper>
            </Section>
          </>
        )}

        {pending && (
          <OrderDialog
            order={pending}
            guildId={guildId}
            servers={cat.servers}
            busy={order.isPending}
            // the answer of the order, then the same order as the refreshed list shows it (queued -> delivered)
            result={result && (m?.purchases.find((x) => x.id === result.id) ?? result)}
            onClose={() => {
              const ordered = !!result;
              setPending(null);
              setResult(null);
              // after an order, the focus goes to the player's orders, where the new one is listed
              if (ordered) requestAnimationFrame(() => document.getElementById('my-orders')?.focus());
            }}
            onConfirm={(o) =>
              order.mutate(
                { mode: pending.mode, order: o },
                { onSuccess: setResult, onError: () => setPending(null) },
              )
            }
          />
        )}
        <ConfirmDialog
          open={!!rank}
          title={t('buyRankTitle', { name: rank?.name ?? '' })}
          confirmLabel={t('buy')}
          disabled={buyRank.isPending}
          onClose={() => setRank(null)}
          onConfirm={() => rank && buyRank.mutate(rank, { onSettled: () => setRank(null) })}
        >
          <Typography>{t('rankCosts', { name: rank?.name ?? '', price: rank?.buyPrice ?? 0 })}</Typography>
        </ConfirmDialog>
      </>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {header}
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        {loginError && (
          <Alert severity="warning" sx={{ mb: 2 }} onClose={clearLoginError}>
            {loginError}
          </Alert>
        )}
        <Stack>{body}</Stack>
      </Container>
      <CookieConsentDialog open={consent.open} onAccept={consent.accept} onDecline={consent.decline} />
    </Box>
  );
}
