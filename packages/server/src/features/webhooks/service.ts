import { and, desc, eq } from 'drizzle-orm';
import {
  tierIncludes,
  messages,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEvent,
  webhookEndpointInputSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { assertPublicHost, OutboundRefused } from '../../lib/outbound-guard';
import { recordAudit } from '../audit/service';
import { ownerTier } from '../bots/service';
import type { InstanceRow } from '../bots/repo';
import { kickWebhookDeliveries } from './delivery';
export { pruneWebhookDeliveries, runWebhookDeliveries } from './delivery';
import { webhookEvent, webhookInsertSql } from './emit';
import { newWebhookSecret } from './signature';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
/** Rows the delivery log shows per endpoint (the newest). */
export const WEBHOOK_LOG_ROWS = 50;

export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  botId: r.botId,
  url: r.url,
  events: r.events as WebhookEvent[],
  enabled: r.enabled,
  createdAt: r.createdAt.toISOString(),
  failingSince: r.failingSince?.toISOString() ?? null,
});

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  eventId: r.eventId,
  event: r.event,
  status: r.status as WebhookDelivery['status'],
  attempts: r.attempts,
  lastStatus: r.lastStatus,
  lastAnswer: r.lastAnswer,
  lastAttemptAt: r.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

/** What the audit log records of an endpoint (the secret is masked by recordAudit). */
const audited = (r: EndpointRow) => ({
  url: r.url,
  events: r.events,
  enabled: r.enabled,
  secret: r.secret,
});

/** Webhooks are a Tier 2 feature: writes and test events answer 403 with the notice below it. */
export async function assertWebhooksTier(ctx: AppContext, bot: InstanceRow) {
  if (!tierIncludes(await ownerTier(ctx, bot), 'webhooks')) throw forbidden(messages.webhooksTier);
}

export const privateUrlMessage =
  'The URL points to a private or local network address, which is not allowed here.';

/** The outbound guard at save time (sending checks again, also at connect time). */
async function checkTarget(ctx: AppContext, url: string) {
  try {
    await assertPublicHost(new URL(url).hostname, ctx.config.allowPrivateTargets);
  } catch (e) {
    if (!(e instanceof OutboundRefused)) throw e;
    throw badRequest(privateUrlMessage, { url: privateUrlMessage });
  }
}

export async function listEndpoints(ctx: AppContext, botId: number) {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.botId, botId))
    .orderBy(webhookEndpoints.id);
  return { endpoints: rows.map(toEndpoint) };
}

/** The stored endpoint (404 when missing); the caller checks the permission on its botId. */
export async function endpointById(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function createEndpoint(ctx: AppContext, bot: InstanceRow, input: WebhookEndpointInput) {
  const v = webhookEndpointInputSchema.parse(input);
  await checkTarget(ctx, v.url);
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        botId: bot.id,
        url: v.url,
        events: v.events,
        enabled: v.enabled,
        secret: ctx.secrets.encrypt(secret),
      })
      .returning();
    await recordAudit(tx, {
      botId: bot.id,
      entity: 'webhook',
      entityId: created!.id,
      before: null,
      after: audited(created!),
    });
    return created!;
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function updateEndpoint(ctx: AppContext, before: EndpointRow, input: WebhookEndpointInput) {
  const v = webhookEndpointInputSchema.parse(input);
  if (v.url !== before.url) await checkTarget(ctx, v.url);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ url: v.url, events: v.events, enabled: v.enabled })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    if (!row) throw notFound('Webhook endpoint');
    await recordAudit(tx, {
      botId: row.botId,
      entity: 'webhook',
      entityId: row.id,
      before: audited(before),
      after: audited(row),
    });
    return toEndpoint(row);
  });
}

export async function rotateSecret(ctx: AppContext, before: EndpointRow) {
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret: ctx.secrets.encrypt(secret) })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    if (!row) throw notFound('Webhook endpoint');
    await recordAudit(tx, {
      botId: row.botId,
      entity: 'webhook',
      entityId: row.id,
      action: 'rotateSecret',
      before: audited(before),
      after: audited(row),
    });
    return row;
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function deleteEndpoint(ctx: AppContext, before: EndpointRow) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, before.id));
    await recordAudit(tx, {
      botId: before.botId,
      entity: 'webhook',
      entityId: before.id,
      before: audited(before),
      after: null,
    });
  });
}

/** Queues a `test` event for one endpoint (whatever its events and switch) and starts a delivery pass. */
export async function sendTestEvent(ctx: AppContext, row: EndpointRow) {
  const ev = webhookEvent(row.botId, 'test', { message: 'A test event from the dashboard.' }, ctx.now());
  await ctx.db.execute(webhookInsertSql(ev, undefined, row.id));
  kickWebhookDeliveries(ctx);
  return { eventId: ev.id };
}

export async function listDeliveries(ctx: AppContext, endpointId: number) {
  const rows = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_ROWS);
  return { deliveries: rows.map(toDelivery) };
}

/** The stored delivery (404 when missing); the caller checks the permission on its botId. */
export async function deliveryById(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw notFound('Webhook delivery');
  return row;
}

export const redeliverPendingMessage = 'This delivery is still pending: it is sent on its next attempt.';

/**
 * Sends a finished delivery again: a new pending row for the same endpoint with the same body (same event id,
 * so receivers that deduplicate see it once), at the end of the endpoint's lane; starts the lanes.
 */
export async function redeliver(ctx: AppContext, row: DeliveryRow) {
  if (row.status === 'pending') throw conflict(redeliverPendingMessage);
  const now = ctx.now();
  const [created] = await ctx.db
    .insert(webhookDeliveries)
    .values({
      endpointId: row.endpointId,
      botId: row.botId,
      eventId: row.eventId,
      event: row.event,
      body: row.body,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  kickWebhookDeliveries(ctx);
  return toDelivery(created!);
}
