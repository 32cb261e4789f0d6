import type { WebhookBody } from '@asa/domain';
import { webhookEvent, type WebhookEventType } from './emit';

const purchase = {
  purchaseId: 42,
  playerId: 7,
  playerName: 'Survivor',
  kitId: 3,
  kitName: 'Starter Set',
  serverId: 1,
  serverName: 'The Island',
  price: 100,
  usedVoucher: false,
  status: 'pending',
  error: '',
  gift: null,
  coupon: null,
};

/** One sample body per event (GET /api/webhooks/events), built the way real events are. */
export function webhookSamples(now: Date): WebhookBody[] {
  const data: { [T in WebhookEventType]: Extract<WebhookBody, { type: T }>['data'] } = {
    'purchase.created': {
      ...purchase,
      price: 90,
      gift: { buyerPlayerId: 8, buyerName: 'Giver', recipientPlayerId: 7, recipientName: 'Survivor' },
      coupon: { code: 'SPRING10', discount: 10 },
    },
    'purchase.delivered': { ...purchase, status: 'delivered' },
    'purchase.refunded': {
      ...purchase,
      status: 'delivered',
      refund: { amount: 50, voucher: false, why: 'owner', reason: 'Goodwill: the dino died', by: 'Owner' },
    },
    'purchase.needs_decision': { ...purchase, status: 'unknown', error: 'The command may have run' },
    'credits.changed': {
      playerId: 7,
      amount: -100,
      balanceAfter: 400,
      reason: 'Bought kit Starter Set',
      actor: 'Shop',
      kind: 'purchase',
      refs: { purchaseId: 42 },
    },
    'vote.credited': { playerId: 7, site: 'ark-servers.net', credits: 50 },
    'player.linked': {
      playerId: 7,
      eosId: '0002abcdef0123456789abcdef012345',
      discordId: '123456789012345678',
    },
    test: { message: 'A test event from the dashboard.' },
  };
  return (Object.keys(data) as WebhookEventType[]).map(
    (type) => JSON.parse(webhookEvent(0, type, data[type] as never, now).body) as WebhookBody,
  );
}
