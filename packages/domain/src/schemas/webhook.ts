import { z } from 'zod';
import { ledgerEntryFields } from './ledger-entry';
import { isHttpUrl } from './common';

/** Webhooks out (docs/webhooks.md): the events an endpoint may receive, in the dashboard's order. */
export const webhookEvents = [
  'purchase.created',
  'purchase.delivered',
  'purchase.refunded',
  'purchase.needs_decision',
  'credits.changed',
  'vote.credited',
  'player.linked',
] as const;
export const WebhookEvent = z.enum(webhookEvents);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'purchase.created': 'Purchase created',
  'purchase.delivered': 'Purchase delivered',
  'purchase.refunded': 'Purchase refunded',
  'purchase.needs_decision': 'Purchase needs a decision',
  'credits.changed': 'Credits changed',
  'vote.credited': 'Vote credited',
  'player.linked': 'Player linked in game',
};

/** Version of the body format (the body's `version`); raised only for a change receivers must handle. */
export const WEBHOOK_VERSION = 1;
/** Receivers refuse a signature whose timestamp is further than this from their clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;
/** Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Asa-Signature';

export const webhookMessages = {
  url: 'Enter an http(s) URL',
  events: 'Choose at least one event',
} as const;

/** Body of POST /api/webhooks/{botId} and PUT /api/webhooks/endpoint/{id}. */
export const webhookEndpointInputSchema = z.object({
  url: z
    .string({ error: webhookMessages.url })
    .trim()
    .min(1, webhookMessages.url)
    .max(2000, webhookMessages.url)
    .refine(isHttpUrl, webhookMessages.url),
  events: z
    .array(WebhookEvent, { error: webhookMessages.events })
    .min(1, webhookMessages.events)
    .transform((list) => webhookEvents.filter((e) => list.includes(e))),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** The last attempt of a delivery as the log shows it. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  event: z.string(),
  /** pending (waiting for its first or next attempt), delivered (a 2xx answer), failed (gave up). */
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** HTTP status of the last answer; null without an answer (timeout, refused, network error). */
  lastStatus: z.number().int().nullable(),
  /** First 200 characters of the last answer, or the error. */
  lastAnswer: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  botId: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEvent),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** Since when every attempt has failed (no answer or not 2xx); null while it accepts events. */
  failingSince: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** Create and rotate answer the secret once; it is never shown again. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

const purchaseData = z.object({
  purchaseId: z.number().int(),
  playerId: z.number().int().nullable(),
  playerName: z.string(),
  kitId: z.number().int().nullable(),
  kitName: z.string(),
  serverId: z.number().int().nullable(),
  serverName: z.string(),
  price: z.number().int(),
  usedVoucher: z.boolean(),
  status: z.string(),
  error: z.string(),
  /**
   * A gift: who paid (the buyer, who gets any refund) and who receives it (the purchase's player). null when
   * the buyer bought for themselves. A player id is null once that player was deleted.
   */
  gift: z
    .object({
      buyerPlayerId: z.number().int().nullable(),
      buyerName: z.string(),
      recipientPlayerId: z.number().int().nullable(),
      recipientName: z.string(),
    })
    .nullable(),
  /** The coupon used (its code as typed at purchase time and the credits it took off), or null. */
  coupon: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
});
/**
 * `purchase.refunded`: the purchase as it is after the refund, and the refund itself (issue 36): the credits
 * given back (`amount`; 0 when a voucher went back or nothing was charged), whether a voucher went back, why
 * (`failed` / `expired`: the shop's own full refund; `owner`: an owner's refund, full or partial), the owner's
 * reason ('' for the shop's own) and who (`Shop` for the shop's own).
 */
const refundedData = purchaseData.extend({
  refund: z.object({
    amount: z.number().int(),
    voucher: z.boolean(),
    why: z.enum(['failed', 'expired', 'owner']),
    reason: z.string(),
    by: z.string(),
  }),
});
const creditsData = z.object({
  playerId: z.number().int(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  actor: z.string(),
  /** The ledger entry's kind and references (issue 35, docs/ledger.md). */
  kind: ledgerEntryFields.kind,
  refs: ledgerEntryFields.refs,
});
const voteData = z.object({
  playerId: z.number().int(),
  site: z.string(),
  credits: z.number().int(),
});
const linkData = z.object({
  playerId: z.number().int(),
  eosId: z.string(),
  discordId: z.string(),
});

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    /** Unique per event; the same on every retry and every endpoint (deduplicate on it). */
    id: z.string(),
    version: z.literal(WEBHOOK_VERSION),
    type: z.literal(type),
    /** When the change happened (ISO 8601). */
    createdAt: z.string(),
    botId: z.number().int(),
    data,
  });

/** Every body a webhook endpoint receives (POSTed as application/json, signed; docs/webhooks.md). */
export const webhookBodySchema = z.discriminatedUnion('type', [
  envelope('purchase.created', purchaseData),
  envelope('purchase.delivered', purchaseData),
  envelope('purchase.refunded', refundedData),
  envelope('purchase.needs_decision', purchaseData),
  envelope('credits.changed', creditsData),
  envelope('vote.credited', voteData),
  envelope('player.linked', linkData),
  envelope('test', z.object({ message: z.string() })),
]);
export type WebhookBody = z.infer<typeof webhookBodySchema>;
export type WebhookData<T extends WebhookBody['type']> = Extract<WebhookBody, { type: T }>['data'];

/** GET /api/webhooks/events: one sample body per event. */
export const webhookSamplesSchema = z.object({ samples: z.array(webhookBodySchema) });
