import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inGameInbox, inGameReaders, purchases, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { queueDiscordMessage } from '../discord-activity/outbox';
import { buyKit } from '../shop';
import { createShopWorld, type ShopWorld } from '../shop/fixtures';
import { runWebhookDeliveries } from '../webhooks/delivery';
import { parsePrometheus, value, type Sample } from '../../../test/helpers/prometheus';

/**
 * The queues' metrics (docs/monitoring/README.md) scraped from the app listening on a real port, on a real
 * database (PGlite, or PostgreSQL with DATABASE_URL): each series moves when work is added and when it is done.
 */
let w: ShopWorld;
let base: string;
const T0 = Date.parse('2031-05-01T12:00:00.000Z');
const at = (s: number) => new Date(T0 + s * 1000);

beforeAll(async () => {
  w = await createShopWorld();
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = w.t.app.server.address() as net.AddressInfo;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => w?.close());

/** A scrape over HTTP, as Prometheus does it, with the app's clock at T0 + `s` seconds. */
async function scrapeAt(s: number): Promise<Sample[]> {
  w.setClock(at(s).toISOString());
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  const { types, samples } = parsePrometheus(await res.text());
  expect(types.get('asa_webhook_backlog')).toBe('gauge');
  expect(types.get('asa_ingame_reader_lag_seconds')).toBe('histogram');
  return samples;
}

/** A TCP port nobody listens on (an unreachable webhook receiver). */
async function closedPort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('queue metrics on /metrics', () => {
  it('webhook backlog: a delivery to an unreachable receiver is counted due, then retrying, with its age', async () => {
    const before = await scrapeAt(0);
    expect(value(before, 'asa_webhook_backlog')).toBe(0);
    expect(value(before, 'asa_webhook_backlog_oldest_seconds')).toBe(0);

    const [hook] = await w.t.ctx.db
      .insert(webhookEndpoints)
      .values({
        botId: w.botId,
        url: `http://127.0.0.1:${await closedPort()}/hook`,
        events: ['purchase.created'],
        secret: w.t.ctx.secrets.encrypt('whsec_metrics'),
      })
      .returning();
    await w.t.ctx.db.insert(webhookDeliveries).values({
      endpointId: hook!.id,
      botId: w.botId,
      eventId: 'evt_metrics_1',
      event: 'purchase.created',
      body: '{}',
      nextAttemptAt: at(0),
      createdAt: at(0),
    });

    const queued = await scrapeAt(42);
    expect(value(queued, 'asa_webhook_backlog', { state: 'due' })).toBe(1);
    expect(value(queued, 'asa_webhook_backlog', { state: 'retrying' })).toBe(0);
    expect(value(queued, 'asa_webhook_backlog_oldest_seconds')).toBe(42);

    // the worker tries it: the receiver does not answer, the delivery waits for its back-off
    expect(await runWebhookDeliveries(w.t.ctx, { now: at(42), wait: true })).toBeGreaterThanOrEqual(1);
    const retried = await scrapeAt(43);
    expect(value(retried, 'asa_webhook_backlog', { state: 'due' })).toBe(0);
    expect(value(retried, 'asa_webhook_backlog', { state: 'retrying' })).toBe(1);
    expect(value(retried, 'asa_webhook_backlog_oldest_seconds')).toBe(43);

    // given up (or delivered): out of the backlog
    await w.t.ctx.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.endpointId, hook!.id));
    const after = await scrapeAt(44);
    expect(value(after, 'asa_webhook_backlog')).toBe(0);
    expect(value(after, 'asa_webhook_backlog_oldest_seconds')).toBe(0);
  });

  it('delivery queue: a purchase waiting for an unreachable game server becomes due at its next try', async () => {
    const before = await scrapeAt(100);
    const kit = await w.addKit({ name: 'Queued metric', price: 0 });
    const p = await w.addPlayer({ name: 'Waiter' });
    const view = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: w.servers.offline,
      source: 'portal',
      actor: 'test',
    });
    expect(view.status).toBe('waiting');
    const waiting = await scrapeAt(101);
    expect(
      value(waiting, 'asa_delivery_queue_depth', { state: 'waiting' }) -
        value(before, 'asa_delivery_queue_depth', { state: 'waiting' }),
    ).toBe(1);
    expect(value(waiting, 'asa_delivery_queue_due') - value(before, 'asa_delivery_queue_due')).toBe(0);

    const [row] = await w.t.ctx.db.select().from(purchases).where(eq(purchases.id, view.id));
    const dueAt = (row!.nextAttemptAt!.getTime() - T0) / 1000;
    const due = await scrapeAt(dueAt + 30);
    expect(value(due, 'asa_delivery_queue_due') - value(before, 'asa_delivery_queue_due')).toBe(1);
    expect(value(due, 'asa_delivery_queue_due_oldest_seconds')).toBeGreaterThanOrEqual(30);
    await w.t.ctx.db.update(purchases).set({ status: 'expired' }).where(eq(purchases.id, view.id));
  });

  it('in-game inbox and chat readers: an unprocessed command line and a reader behind its poll', async () => {
    await w.setSettings('inGameShopSettings', { isEnabled: true, serverIds: [w.servers.island] });
    const before = await scrapeAt(200);
    expect(value(before, 'asa_ingame_inbox_depth')).toBe(0);
    expect(value(before, 'asa_ingame_readers')).toBe(0);
    expect(value(before, 'asa_ingame_reader_lag_seconds_count')).toBe(0);

    const [line] = await w.t.ctx.db
      .insert(inGameInbox)
      .values({
        botId: w.botId,
        serverId: w.servers.island,
        rawLine: 'Survivor (Someone): +bal',
        platformName: 'Survivor',
        message: '+bal',
        command: 'bal',
        createdAt: at(200),
      })
      .returning();
    // the listed server's reader read 45 s ago; the reader of a server not listed (left from before) is not counted
    await w.t.ctx.db.insert(inGameReaders).values([
      { serverId: w.servers.island, botId: w.botId, lastReadAt: at(160), lastOkAt: at(160) },
      { serverId: w.servers.center, botId: w.botId, lastReadAt: at(0), lastOkAt: at(0) },
    ]);

    const behind = await scrapeAt(205);
    expect(value(behind, 'asa_ingame_inbox_depth', { state: 'pending' })).toBe(1);
    expect(value(behind, 'asa_ingame_inbox_oldest_seconds')).toBe(5);
    expect(value(behind, 'asa_ingame_readers', { state: 'ok' })).toBe(1);
    expect(value(behind, 'asa_ingame_reader_lag_max_seconds')).toBe(45);
    expect(value(behind, 'asa_ingame_reader_lag_seconds_bucket', { le: '30' })).toBe(0);
    expect(value(behind, 'asa_ingame_reader_lag_seconds_bucket', { le: '60' })).toBe(1);
    expect(value(behind, 'asa_ingame_reader_lag_seconds_bucket', { le: '+Inf' })).toBe(1);
    expect(value(behind, 'asa_ingame_reader_lag_seconds_sum')).toBe(45);
    expect(value(behind, 'asa_ingame_reader_lag_seconds_count')).toBe(1);

    // the reader fails from now on: still counted, further behind, as failing
    await w.t.ctx.db
      .update(inGameReaders)
      .set({ failures: 3, lastReadAt: at(400), lastError: 'timeout' })
      .where(eq(inGameReaders.serverId, w.servers.island));
    await w.t.ctx.db.update(inGameInbox).set({ status: 'done' }).where(eq(inGameInbox.id, line!.id));
    const failing = await scrapeAt(460);
    expect(value(failing, 'asa_ingame_inbox_depth')).toBe(0);
    expect(value(failing, 'asa_ingame_inbox_oldest_seconds')).toBe(0);
    expect(value(failing, 'asa_ingame_readers', { state: 'failing' })).toBe(1);
    expect(value(failing, 'asa_ingame_reader_lag_max_seconds')).toBe(300);
    expect(value(failing, 'asa_ingame_reader_lag_seconds_bucket', { le: '120' })).toBe(0);
    expect(value(failing, 'asa_ingame_reader_lag_seconds_bucket', { le: '300' })).toBe(1);

    // the in-game shop switched off: its readers are no longer watched
    await w.setSettings('inGameShopSettings', { isEnabled: false });
    expect(value(await scrapeAt(461), 'asa_ingame_readers')).toBe(0);
  });

  it('Discord outbox: a queued message is counted with its age until the bot posts it', async () => {
    const before = await scrapeAt(500);
    await queueDiscordMessage(
      w.t.ctx.db,
      'metrics:1',
      { botId: w.botId, channelId: '600000000000000001', text: 'queued' },
      at(500),
    );
    const queued = await scrapeAt(520);
    expect(value(queued, 'asa_discord_outbox_depth') - value(before, 'asa_discord_outbox_depth')).toBe(1);
    expect(value(queued, 'asa_discord_outbox_oldest_seconds')).toBeGreaterThanOrEqual(20);
  });
});
