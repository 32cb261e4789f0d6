import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CookieConsentDialog, useCookieConsent } from '../../components/cookie-consent';
import type { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { BalanceCard } from './balance-card';
import { DmNotifications } from './dm-notifications';
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
    document.title = c ? `${c.guildName || 'Player Portal'} · Player Portal` : 'Player Portal';
  }, [c]);

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
  if (catalog.isPending) body = <Loading label="Loading the portal" />;
  else if (catalog.isError)
    body = (
      <Alert
        severity={(catalog.error as ApiError).status === 404 ? 'info' : 'error'}
        action={
          (catalog.error as ApiError).status === 404 ? undefined : (
            <Button color="inherit" size="small" onClick={() => void catalog.refetch()}>
              Retry
            </Button>
          )
        }
      >
        {catalog.error.message}
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
            The shop is closed at the moment.
          </Alert>
        )}
        {!loggedIn ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" href={loginUrl ?? undefined} disabled={!loginUrl}>
                Log in with Discord
              </Button>
            }
          >
            Log in with Discord to see your credits and buy kits.
          </Alert>
        ) : me.isPending ? (
          <Loading label="Loading your account" />
        ) : me.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void me.refetch()}>
                Retry
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
            <DmNotifications guildId={guildId} me={me.data} />
            {me.data.demoPresence && <DemoSay />}
          </>
        )}

        {cat.kitsEnabled && (
          <Section title="Kits">
            {cat.kits.length === 0 ? (
              <Typography color="text.secondary">No kits are offered here right now.</Typography>
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
          <Section title="Shop Ranks">
            {cat.shopRanks.length === 0 ? (
              <Typography color="text.secondary">No shop ranks are offered here right now.</Typography>
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
            <Section title="My orders" id="my-orders">
              <Paper variant="outlined">
                <PurchaseList purchases={m.purchases} />
              </Paper>
            </Section>
            <Section title="Credit history">
              <Paper variant="outlined">
                <CreditHistoryTable
                  history={m.creditHistory}
                  showActor={false}
                  emptyText="No credit changes yet."
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
          title={`Buy ${rank?.name ?? ''}`}
          confirmLabel="Buy"
          disabled={buyRank.isPending}
          onClose={() => setRank(null)}
          onConfirm={() => rank && buyRank.mutate(rank, { onSettled: () => setRank(null) })}
        >
          <Typography>
            The shop rank {rank?.name} costs {rank?.buyPrice ?? 0} credits.
          </Typography>
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
