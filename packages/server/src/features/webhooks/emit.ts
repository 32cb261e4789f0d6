import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { WEBHOOK_VERSION, type WebhookBody, type WebhookData } from '@asa/domain';
import type { Db, Tx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { currentRequestId } from '../../lib/request-context';

/**
 * Webhooks out, the emitting side (docs/webhooks.md). A change queues its event in ITS OWN transaction:
 * one `webhook_deliveries` row per enabled endpoint of the instance that chose the event (one INSERT ...
 * SELECT, nothing when there is none), so an event is never lost and never sent for a rolled-back change.
 * The worker (delivery.ts) sends the rows later.
 */
export type WebhookEventType = WebhookBody['type'];

export interface WebhookEventRow {
  botId: number;
  type: WebhookEventType;
  id: string;
  body: string;
  at: Date;
}

/** The event's body (the exact JSON text every endpoint receives, retries included) and its id. */
export function webhookEvent<T extends WebhookEventType>(
  botId: number,
  type: T,
  data: WebhookData<T>,
  at: Date,
): WebhookEventRow {
  const id = randomUUID();
  const body = JSON.stringify({
    id,
    version: WEBHOOK_VERSION,
    type,
    createdAt: at.toISOString(),
    botId,
    data,
  });
  return { botId, type, id, body, at };
}

/**
 * The INSERT ... SELECT of an event's delivery rows, for a caller that writes it inside a bigger statement
 * (a CTE; `when` is its condition, e.g. `exists (select 1 from done)`). `onlyEndpoint` queues it for one
 * endpoint whatever its events (the Send test event button).
 */
export function webhookInsertSql(ev: WebhookEventRow, when?: SQL, onlyEndpoint?: number): SQL {
  return deliveryInsert(ev, sql`${ev.body}::text`, { when, onlyEndpoint });
}

/**
 * The same for an event whose data the statement itself produces (a row a CTE inserts: its id is not known
 * before): `data` is a json expression over `from` (e.g. `json_build_object('purchaseId', b.id, ...)`).
 * The body is built by the database in the envelope's key order.
 */
export function webhookInsertFromSql(
  ev: Omit<WebhookEventRow, 'body'>,
  data: SQL,
  from: SQL,
  when?: SQL,
): SQL {
  const body = sql`json_build_object('id', ${ev.id}::text, 'version', ${WEBHOOK_VERSION}::int,
    'type', ${ev.type}::text, 'createdAt', ${ev.at.toISOString()}::text, 'botId', ${ev.botId}::int,
    'data', ${data})::text`;
  return deliveryInsert(ev, body, { when, from });
}

function deliveryInsert(
  ev: Omit<WebhookEventRow, 'body'>,
  body: SQL,
  o: { when?: SQL; onlyEndpoint?: number; from?: SQL },
): SQL {
  const chosen =
    o.onlyEndpoint === undefined
      ? sql`${webhookEndpoints.enabled} and ${webhookEndpoints.events} @> ${JSON.stringify([ev.type])}::jsonb`
      : sql`${webhookEndpoints.id} = ${o.onlyEndpoint}::int`;
  const at = ev.at.toISOString();
  return sql`insert into ${webhookDeliveries} (endpoint_id, bot_id, event_id, event, body, next_attempt_at, created_at, request_id)
    select ${webhookEndpoints.id}, ${webhookEndpoints.botId}, ${ev.id}::text, ${ev.type}::text, ${body},
      ${at}::timestamptz, ${at}::timestamptz, ${currentRequestId()}::text
    from ${webhookEndpoints}${o.from ? sql`, ${o.from}` : sql``}
    where ${webhookEndpoints.botId} = ${ev.botId}::int and ${chosen}${o.when ? sql` and ${o.when}` : sql``}`;
}

/**
 * Many events of one type and instance in one INSERT ... SELECT (each event times each endpoint that chose
 * it; the CSV import's credits.changed), for events built by webhookEvent.
 */
export function webhookInsertManySql(botId: number, type: WebhookEventType, events: WebhookEventRow[]): SQL {
  const rows = JSON.stringify(events.map((e) => ({ id: e.id, body: e.body, at: e.at.toISOString() })));
  return sql`insert into ${webhookDeliveries} (endpoint_id, bot_id, event_id, event, body, next_attempt_at, created_at, request_id)
    select ${webhookEndpoints.id}, ${webhookEndpoints.botId}, v.id, ${type}::text, v.body, v.at, v.at, ${currentRequestId()}::text
    from ${webhookEndpoints}, jsonb_to_recordset(${rows}::jsonb) as v(id text, body text, at timestamptz)
    where ${webhookEndpoints.botId} = ${botId}::int and ${webhookEndpoints.enabled}
      and ${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`;
}

/** A new event's id and time, for webhookInsertFromSql. */
export const webhookEventHead = (botId: number, type: WebhookEventType, at: Date) => ({
  botId,
  type,
  id: randomUUID(),
  at,
});

/** The purchase events' `data` as json over a purchases row (alias `b`) a statement produced. */
export const purchaseDataSql = (b: string) =>
  sql.raw(`json_build_object('purchaseId', ${b}.id, 'playerId', ${b}.player_id, 'playerName', ${b}.player_name,
    'kitId', ${b}.kit_id, 'kitName', ${b}.kit_name, 'serverId', ${b}.server_id, 'serverName', ${b}.server_name,
    'price', ${b}.price, 'usedVoucher', ${b}.used_voucher, 'status', ${b}.status, 'error', ${b}.error,
    'gift', case when ${b}.is_gift then json_build_object('buyerPlayerId', ${b}.gift_from_player_id,
      'buyerName', ${b}.gift_from_name, 'recipientPlayerId', ${b}.player_id, 'recipientName', ${b}.player_name) end,
    'coupon', case when ${b}.coupon_code <> '' then json_build_object('code', ${b}.coupon_code,
      'discount', ${b}.coupon_discount) end)`);

/** Queues an event in the caller's transaction (or alone on `db`). */
export async function emitWebhook<T extends WebhookEventType>(
  db: Db | Tx,
  botId: number,
  type: T,
  data: WebhookData<T>,
  at: Date,
): Promise<void> {
  await db.execute(webhookInsertSql(webhookEvent(botId, type, data, at)));
}

/** A purchase row as the purchase events carry it (gift and coupon included; docs/webhooks.md). */
export const purchaseEventData = (p: {
  id: number;
  playerId: number | null;
  playerName: string;
  kitId: number | null;
  kitName: string;
  serverId: number | null;
  serverName: string;
  price: number;
  usedVoucher: boolean;
  status: string;
  error: string;
  isGift: boolean;
  giftFromPlayerId: number | null;
  giftFromName: string;
  couponCode: string;
  couponDiscount: number;
}): WebhookData<'purchase.created'> => ({
  purchaseId: p.id,
  playerId: p.playerId,
  playerName: p.playerName,
  kitId: p.kitId,
  kitName: p.kitName,
  serverId: p.serverId,
  serverName: p.serverName,
  price: p.price,
  usedVoucher: p.usedVoucher,
  status: p.status,
  error: p.error,
  gift: p.isGift
    ? {
        buyerPlayerId: p.giftFromPlayerId,
        buyerName: p.giftFromName,
        recipientPlayerId: p.playerId,
        recipientName: p.playerName,
      }
    : null,
  coupon: p.couponCode ? { code: p.couponCode, discount: p.couponDiscount } : null,
});

/** The `purchase.refunded` event's data: the purchase as refunded, and the refund (issue 36). */
export const refundEventData = (
  p: Parameters<typeof purchaseEventData>[0],
  refund: WebhookData<'purchase.refunded'>['refund'],
): WebhookData<'purchase.refunded'> => ({ ...purchaseEventData(p), refund });
