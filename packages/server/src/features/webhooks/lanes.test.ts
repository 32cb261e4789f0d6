import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookBodySchema } from '@asa/domain';
import { coupons, notifications, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { buyKit } from '../shop';
import { createShopWorld, EOS, group, type ShopWorld } from '../shop/fixtures';
import { claimLaneHead, runWebhookDeliveries, WEBHOOK_BACKOFF_MAX_MS, WEBHOOK_LEASE_MS } from './delivery';
import { emitWebhook } from './emit';
import { WEBHOOK_ALERT_AFTER_MS } from './lane-health';

/**
 * Lanes (issue 36): each endpoint its own ordered lane and back-off, against real local HTTP receivers. The
 * job's own call (`background`) is used where the test is about not waiting.
 */
interface Hit {
  at: number;
  id: string;
  body: string;
}

/** A real local receiver: `delayMs(n)` holds the n-th request (0-based) that long; `status(n)` answers it. */
async function receiver(o: { delayMs?: (n: number) => number; status?: (n: number) => number } = {}) {
  const hits: Hit[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    const mine = n++;
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const answer = () => {
        hits.push({ at: Date.now(), id: JSON.parse(body).id as string, body });
        res.writeHead(o.status?.(mine) ?? 200).end('ok');
      };
      const wait = o.delayMs?.(mine) ?? 0;
      if (wait) setTimeout(answer, wait);
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits,
    requests: () => n,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

async function addEndpoint(url: string, events: string[] = ['credits.changed']) {
  const res = await w.t.call('owner', {
    method: 'POST',
    url: `/api/webhooks/${w.botId}`,
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { endpoint: { id: number } }).endpoint.id;
}
const removeEndpoint = (id: number) =>
  w.t.call('owner', { method: 'DELETE', url: `/api/webhooks/endpoint/${id}` });

const credit = (n: number, at = new Date()) =>
  emitWebhook(
    w.t.ctx.db,
    w.botId,
    'credits.changed',
    { playerId: n, amount: 1, balanceAfter: n, reason: `r${n}`, actor: 'a', kind: 'other', refs: {} },
    at,
  );
const rowsOf = async (endpointId: number) =>
  (
    await w.t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))
  ).sort((a, b) => a.id - b.id);
const until = async (ok: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return ok();
};

describe('webhook lanes', () => {
  it(
    'a 30 s receiver does not delay another endpoint by more than 1 s; its late 2xx delivers, sent once',
    { timeout: 90_000 },
    async () => {
      const slow = await receiver({ delayMs: (n) => (n === 0 ? 30_000 : 0) });
      const fast = await receiver();
      const slowId = await addEndpoint(slow.url);
      const fastId = await addEndpoint(fast.url);
      try {
        // event 0 warms up (the first request of the run pays for connection set-up and code loading) and
        // is the one the slow receiver holds for 30 s; events 1-3 are measured while it does
        const lags: number[] = [];
        for (let i = 0; i < 4; i++) {
          await credit(i);
          // what the job does every 5 s: start the due lanes, never wait for them
          const start = Date.now();
          await runWebhookDeliveries(w.t.ctx);
          expect(await until(() => fast.hits.length === i + 1, i === 0 ? 5000 : 1000)).toBe(true);
          if (i > 0) lags.push(fast.hits[i]!.at - start);
          if (i < 3) await new Promise((r) => setTimeout(r, 2000));
        }
        expect(Math.max(...lags)).toBeLessThanOrEqual(1000);
        if (process.env.SHOW_LAGS) console.warn('fast endpoint lags (ms)', lags);
        // meanwhile the slow receiver got the first event once and nothing else (its lane keeps the order)
        expect(slow.requests()).toBe(1);
        // it answers 200 after 30 s: delivered on its first attempt, then the rest follow in order
        expect(await until(() => slow.hits.length === 4, 40_000)).toBe(true);
        await w.t.ctx.lifecycle.drain();
        const rows = await rowsOf(slowId);
        expect(rows.map((r) => [r.status, r.attempts])).toEqual([
          ['delivered', 1],
          ['delivered', 1],
          ['delivered', 1],
          ['delivered', 1],
        ]);
        expect(slow.hits.map((h) => h.id)).toEqual(rows.map((r) => r.eventId));
        expect(slow.hits.map((h) => h.id)).toEqual(fast.hits.map((h) => h.id));
        expect(slow.requests()).toBe(4);
      } finally {
        await w.t.ctx.lifecycle.drain();
        await removeEndpoint(slowId);
        await removeEndpoint(fastId);
        await slow.close();
        await fast.close();
      }
    },
  );

  it(
    "a short lease renewed by a heartbeat: a 14 s answer is not sent again by another process; a dead claimer's row comes back within the lease",
    { timeout: 90_000 },
    async () => {
      const rx = await receiver({ delayMs: (n) => (n === 0 ? 14_000 : 0) });
      const id = await addEndpoint(rx.url);
      // another process on the same database: its own lanes (the map of running lanes is per context)
      const other = { ...w.t.ctx };
      try {
        await credit(100);
        await runWebhookDeliveries(w.t.ctx);
        expect(await until(() => rx.requests() === 1, 5_000)).toBe(true);
        // past the 10 s lease, while the answer is awaited: the other process finds nothing to claim
        await new Promise((r) => setTimeout(r, WEBHOOK_LEASE_MS + 1_500));
        await runWebhookDeliveries(other, { wait: true });
        expect(rx.requests()).toBe(1);
        expect(await until(() => rx.hits.length === 1, 10_000)).toBe(true);
        await w.t.ctx.lifecycle.drain();
        expect((await rowsOf(id)).map((r) => [r.status, r.attempts])).toEqual([['delivered', 1]]);

        // a claimer that died right after its claim (no heartbeat): the other process sends it after the lease
        await credit(101);
        const [row] = (await rowsOf(id)).filter((r) => r.status === 'pending');
        expect(await claimLaneHead(w.t.ctx, id, 'dead-process', new Date())).toMatchObject({ id: row!.id });
        const claimedAt = Date.now();
        let backMs = -1;
        while (Date.now() - claimedAt < 30_000) {
          await runWebhookDeliveries(other, { wait: true });
          if (rx.hits.length === 2) {
            backMs = Date.now() - claimedAt;
            break;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
        expect(backMs).toBeGreaterThan(0);
        expect(backMs).toBeLessThanOrEqual(WEBHOOK_LEASE_MS + 1_000);
        expect((await rowsOf(id)).map((r) => [r.status, r.attempts])).toEqual([
          ['delivered', 1],
          ['delivered', 2],
        ]);
        console.log(
          `webhook row of a dead claimer sent ${backMs} ms after its claim (lease ${WEBHOOK_LEASE_MS} ms)`,
        );
      } finally {
        await w.t.ctx.lifecycle.drain();
        await removeEndpoint(id);
        await rx.close();
      }
    },
  );

  it('a receiver down for over an hour is retried at most a minute apart, its owner told once, and its backlog arrives in order when it is back', async () => {
    let down = true;
    const rx = await receiver({ status: () => (down ? 503 : 200) });
    const id = await addEndpoint(rx.url);
    try {
      const t0 = new Date('2031-05-01T10:00:00Z');
      for (let i = 0; i < 5; i++) await credit(i, new Date(t0.getTime() + i * 1000));
      let t = t0;
      const told = () =>
        w.t.ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, w.ownerUserId), eq(notifications.key, 'webhookFailing')));
      let toldAt: Date | null = null;
      while (t.getTime() < t0.getTime() + WEBHOOK_ALERT_AFTER_MS + 5 * 60_000) {
        await runWebhookDeliveries(w.t.ctx, { now: t, wait: true });
        const [head] = await rowsOf(id);
        const gap = head!.nextAttemptAt.getTime() - t.getTime();
        expect(gap).toBeGreaterThan(0);
        expect(gap).toBeLessThanOrEqual(WEBHOOK_BACKOFF_MAX_MS);
        if (!toldAt && (await told()).length) toldAt = t;
        t = head!.nextAttemptAt;
      }
      // told once, at the first failure an hour or more after the first
      expect(await told()).toHaveLength(1);
      expect(toldAt!.getTime()).toBeGreaterThanOrEqual(t0.getTime() + WEBHOOK_ALERT_AFTER_MS);
      expect(toldAt!.getTime()).toBeLessThanOrEqual(
        t0.getTime() + WEBHOOK_ALERT_AFTER_MS + WEBHOOK_BACKOFF_MAX_MS,
      );
      expect((await told())[0]!.message).toContain(rx.url);
      const list = await w.t.call('owner', { method: 'GET', url: `/api/webhooks/list/${w.botId}` });
      const listed = list.json().endpoints.find((e: { id: number }) => e.id === id);
      expect(listed.failingSince).toBe(t0.toISOString());
      // nothing but the head was ever sent
      const headId = (await rowsOf(id))[0]!.eventId;
      expect(new Set(rx.hits.map((h) => h.id))).toEqual(new Set([headId]));

      // back: within a minute of its return the whole backlog arrives, in order, each once after the head
      down = false;
      rx.hits.length = 0;
      expect(await runWebhookDeliveries(w.t.ctx, { now: t, wait: true })).toBe(5);
      const rows = await rowsOf(id);
      expect(rx.hits.map((h) => h.id)).toEqual(rows.map((r) => r.eventId));
      expect(rows.every((r) => r.status === 'delivered')).toBe(true);
      const [ep] = await w.t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      expect([ep!.failingSince, ep!.alertedAt]).toEqual([null, null]);
    } finally {
      await removeEndpoint(id);
      await rx.close();
    }
  });

  it('redeliver sends a finished delivery again with the same body; send test goes ahead of a backlog', async () => {
    let status = 200;
    const rx = await receiver({ status: () => status });
    const id = await addEndpoint(rx.url);
    try {
      await credit(1);
      await runWebhookDeliveries(w.t.ctx, { wait: true });
      const [done] = await rowsOf(id);
      expect(done!.status).toBe('delivered');
      const again = await w.t.call('owner', {
        method: 'POST',
        url: `/api/webhooks/delivery/${done!.id}/redeliver`,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status: 'pending', eventId: done!.eventId, attempts: 0 });
      await w.t.ctx.lifecycle.drain();
      expect(await until(() => rx.hits.length === 2, 2000)).toBe(true);
      expect(rx.hits[1]!.body).toBe(rx.hits[0]!.body);
      expect((await rowsOf(id)).map((r) => r.status)).toEqual(['delivered', 'delivered']);

      // a pending delivery is not redelivered (409); another instance's owner cannot (403/404)
      status = 503;
      await credit(2);
      await runWebhookDeliveries(w.t.ctx, { wait: true });
      const pending = (await rowsOf(id)).find((r) => r.status === 'pending')!;
      const refused = await w.t.call('owner', {
        method: 'POST',
        url: `/api/webhooks/delivery/${pending.id}/redeliver`,
      });
      expect(refused.statusCode).toBe(409);
      const stranger = await w.t.call('stranger', {
        method: 'POST',
        url: `/api/webhooks/delivery/${done!.id}/redeliver`,
      });
      expect([403, 404]).toContain(stranger.statusCode);
      const missing = await w.t.call('owner', {
        method: 'POST',
        url: '/api/webhooks/delivery/999999/redeliver',
      });
      expect(missing.statusCode).toBe(404);

      // the receiver is back, the backlog's head is backed off: a test event is sent at once, first
      status = 200;
      rx.hits.length = 0;
      const test = await w.t.call('owner', { method: 'POST', url: `/api/webhooks/endpoint/${id}/test` });
      expect(test.statusCode).toBe(200);
      await w.t.ctx.lifecycle.drain();
      expect(rx.hits.map((h) => JSON.parse(h.body).type)).toEqual(['test']);
      expect((await rowsOf(id)).find((r) => r.id === pending.id)!.status).toBe('pending');
    } finally {
      await removeEndpoint(id);
      await rx.close();
    }
  });

  it('a gift bought with a coupon carries the buyer, the recipient and the coupon', async () => {
    const rx = await receiver();
    const id = await addEndpoint(rx.url, ['purchase.created', 'purchase.delivered']);
    try {
      const kit = await w.addKit({
        name: 'Present',
        price: 200,
        itemGroups: [group(0, 'G', ['GiveItem {eos_id} a 1'])],
      });
      const buyer = await w.addPlayer({
        name: 'Giver',
        credits: 500,
        eosId: '0002cccccccccccccccccccccccccccc',
      });
      const recipient = await w.addPlayer({ name: 'Taker', eosId: EOS });
      await w.t.ctx.db
        .insert(coupons)
        .values({ botId: w.botId, code: 'GIFT25', kind: 'percent', amount: 25 });
      const view = await buyKit(w.t.ctx, {
        botId: w.botId,
        playerId: buyer.id,
        giftTo: recipient.id,
        kitId: kit.id,
        serverId: w.servers.island,
        coupon: 'gift25',
        source: 'portal',
        actor: 'test',
      });
      await runWebhookDeliveries(w.t.ctx, { wait: true });
      const bodies = rx.hits.map((h) => webhookBodySchema.parse(JSON.parse(h.body)));
      const created = bodies.find((b) => b.type === 'purchase.created')!;
      expect(created.data).toMatchObject({
        purchaseId: view.id,
        playerId: recipient.id,
        price: 150,
        gift: {
          buyerPlayerId: buyer.id,
          buyerName: 'Giver',
          recipientPlayerId: recipient.id,
          recipientName: 'Taker',
        },
        coupon: { code: 'GIFT25', discount: 50 },
      });
      if (view.status === 'delivered') {
        const delivered = bodies.find((b) => b.type === 'purchase.delivered')!;
        expect(delivered.data).toMatchObject({
          gift: { buyerPlayerId: buyer.id },
          coupon: { code: 'GIFT25' },
        });
      }
    } finally {
      await removeEndpoint(id);
      await rx.close();
    }
  });
});
