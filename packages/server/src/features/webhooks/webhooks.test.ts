import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookBodySchema, webhookEvents } from '@asa/domain';
import { createTestApp } from '../../../test/helpers/harness';
import { createRuntime } from '../../bootstrap';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createLinkCode, linkWithCode } from '../in-game-shop/link-codes';
import { ledgerActors, recordCredit } from '../players/ledger';
import { buyKit } from '../shop';
import { createShopWorld, EOS, group, type ShopWorld } from '../shop/fixtures';
import {
  claimLaneHead,
  PRIVATE_ANSWER_NOTE,
  runWebhookDeliveries,
  webhookBackoffMs,
  WEBHOOK_GIVE_UP_MS,
  WEBHOOK_LEASE_MS,
} from './delivery';
import { emitWebhook } from './emit';

/** The verification snippet of docs/webhooks.md, run as a receiver would run it. */
type Verify = (secret: string, header: string, body: string, nowSeconds?: number) => boolean;
function docSnippet(): Verify {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../../../../docs/webhooks.md'), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(doc)![1]!;
  return new Function('require', `${code}\nreturn verifyAsaSignature;`)(createRequire(__filename)) as Verify;
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A real local HTTP receiver: answers the queued statuses in turn, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const status = answers.shift() ?? 200;
      received.push({ headers: req.headers, body, answered: status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'boom');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let w: ShopWorld;
let rx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  w = await createShopWorld();
  rx = await startReceiver();
});
afterAll(async () => {
  await rx?.close();
  await w?.close();
});

const deliveries = (endpointId: number) =>
  w.t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

async function addEndpoint(events: readonly string[] = webhookEvents, url = rx.url) {
  const res = await w.t.call('owner', {
    method: 'POST',
    url: `/api/webhooks/${w.botId}`,
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { endpoint: { id: number }; secret: string };
}

describe('webhooks out', () => {
  it('a real purchase reaches a local receiver, signed; a 500 is retried and then accepted once', async () => {
    const { endpoint, secret } = await addEndpoint();
    expect(secret).toMatch(/^whsec_/);
    const [stored] = await w.t.ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored!.secret).not.toContain(secret); // encrypted at rest
    const kit = await w.addKit({
      name: 'Hooked',
      price: 120,
      itemGroups: [group(0, 'G', ['GiveItem {eos_id} a 1'])],
    });
    const p = await w.addPlayer({ name: 'Hooky', credits: 500 });
    const view = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: w.servers.island,
      source: 'dashboard',
      actor: 'test',
    });
    expect(view.status).toBe('delivered');
    const queued = await deliveries(endpoint.id);
    expect(queued.map((d) => d.event).sort()).toEqual([
      'credits.changed',
      'purchase.created',
      'purchase.delivered',
    ]);

    // first pass: the receiver answers 500 to the lane's head; the lane backs off and nothing overtakes it
    rx.received.length = 0;
    rx.answers.push(500);
    const now = new Date();
    expect(await runWebhookDeliveries(w.t.ctx, { now, wait: true })).toBe(1);
    expect(rx.received).toHaveLength(1);
    const failed = rx.received[0]!;
    let rows = await deliveries(endpoint.id);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    const retry = rows.find((r) => r.attempts === 1)!;
    expect(retry.id).toBe(Math.min(...rows.map((r) => r.id)));
    // the receiver is on loopback: its answer is not kept (issue 33), the status is
    expect(retry).toMatchObject({ lastStatus: 500, lastAnswer: PRIVATE_ANSWER_NOTE });
    expect(retry.nextAttemptAt.getTime()).toBe(now.getTime() + webhookBackoffMs(1));

    // not due yet: nothing is sent
    expect(await runWebhookDeliveries(w.t.ctx, { now: new Date(now.getTime() + 1000), wait: true })).toBe(0);
    // due: the head again with the same body (same id), then the others, in the order of the events
    expect(await runWebhookDeliveries(w.t.ctx, { now: retry.nextAttemptAt, wait: true })).toBe(3);
    expect(rx.received).toHaveLength(4);
    expect(rx.received[1]!.body).toBe(failed.body);
    rows = await deliveries(endpoint.id);
    expect(rx.received.slice(1).map((r) => JSON.parse(r.body).id)).toEqual(
      rows.sort((a, b) => a.id - b.id).map((r) => r.eventId),
    );
    expect(rows.every((r) => r.status === 'delivered')).toBe(true);
    expect(
      await runWebhookDeliveries(w.t.ctx, { now: new Date(now.getTime() + 3_600_000), wait: true }),
    ).toBe(0);

    // every request verifies with the documented snippet; bodies match the OpenAPI schema
    const verify = docSnippet();
    for (const r of rx.received) {
      const header = r.headers['x-asa-signature'] as string;
      const t = Number(/t=(\d+)/.exec(header)![1]);
      expect(verify(secret, header, r.body, t)).toBe(true);
      expect(verify(secret, header, r.body, t + 301)).toBe(false); // outside the replay window
      expect(verify('whsec_other', header, r.body, t)).toBe(false);
      expect(verify(secret, header, r.body.replace('Hooked', 'Hacked'), t)).toBe(false);
      expect(r.headers['content-type']).toBe('application/json');
      webhookBodySchema.parse(JSON.parse(r.body));
    }
    const accepted = rx.received.filter((r) => r.answered === 200).map((r) => JSON.parse(r.body));
    expect(new Set(accepted.map((b) => b.id)).size).toBe(3);
    const delivered = accepted.find((b) => b.type === 'purchase.delivered');
    expect(delivered).toMatchObject({
      version: 1,
      botId: w.botId,
      data: { purchaseId: view.id, kitName: 'Hooked', price: 120, status: 'delivered', playerId: p.id },
    });
    expect(accepted.find((b) => b.type === 'credits.changed').data).toMatchObject({
      playerId: p.id,
      amount: -120,
      balanceAfter: 380,
      reason: 'Bought kit Hooked',
      kind: 'purchase',
      refs: { purchaseId: view.id },
    });
    expect(accepted.find((b) => b.type === 'purchase.created').data.purchaseId).toBe(view.id);

    // the delivery log answers the last attempts
    const log = await w.t.call('owner', {
      method: 'GET',
      url: `/api/webhooks/endpoint/${endpoint.id}/deliveries`,
    });
    expect(log.json().deliveries).toHaveLength(3);
    expect(log.json().deliveries.every((d: { lastStatus: number }) => d.lastStatus === 200)).toBe(true);
    await w.t.call('owner', { method: 'DELETE', url: `/api/webhooks/endpoint/${endpoint.id}` });
  });

  const grant = (playerId: number) => ({
    playerId,
    delta: 50,
    kind: 'admin_grant' as const,
    actor: ledgerActors.manager('1', 'test'),
    note: 'gift',
  });

  it('a rolled-back change and a refused order queue nothing', async () => {
    const { endpoint } = await addEndpoint();
    const p = await w.addPlayer({ name: 'Rollback', credits: 10 });
    await expect(
      w.t.ctx.db.transaction(async (tx) => {
        await recordCredit(tx, new Date(), grant(p.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kit = await w.addKit({
      name: 'Too dear',
      price: 999,
      itemGroups: [group(0, 'G', ['GiveItem {eos_id} a 1'])],
    });
    await expect(
      buyKit(w.t.ctx, {
        botId: w.botId,
        playerId: p.id,
        kitId: kit.id,
        serverId: w.servers.island,
        source: 'dashboard',
        actor: 'test',
      }),
    ).rejects.toThrow();
    expect(await deliveries(endpoint.id)).toEqual([]);
    // the same change committed queues its event
    await w.t.ctx.db.transaction((tx) => recordCredit(tx, new Date(), grant(p.id)));
    expect((await deliveries(endpoint.id)).map((d) => d.event)).toEqual(['credits.changed']);
    await w.t.call('owner', { method: 'DELETE', url: `/api/webhooks/endpoint/${endpoint.id}` });
  });

  it('a failed delivery queues purchase.refunded; an in-game link queues player.linked', async () => {
    const { endpoint } = await addEndpoint();
    const kit = await w.addKit({ name: 'Broken', price: 40, itemGroups: [group(0, 'G', ['Nope {eos_id}'])] });
    const p = await w.addPlayer({ name: 'Refundee', credits: 100 });
    w.rcon.options.responses = { [`Nope ${EOS}`]: 'No Player Found' };
    try {
      const view = await buyKit(w.t.ctx, {
        botId: w.botId,
        playerId: p.id,
        kitId: kit.id,
        serverId: w.servers.island,
        source: 'dashboard',
        actor: 'test',
      });
      expect(view).toMatchObject({ status: 'failed', refunded: true });
    } finally {
      w.rcon.options.responses = {};
    }
    const rows = await deliveries(endpoint.id);
    const bodies = rows.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((b) => b.type).sort()).toEqual([
      'credits.changed',
      'credits.changed',
      'purchase.created',
      'purchase.refunded',
    ]);
    expect(bodies.find((b) => b.type === 'purchase.refunded')!.data).toMatchObject({
      status: 'failed',
      price: 40,
    });
    expect(
      bodies
        .filter((b) => b.type === 'credits.changed')
        .map((b) => b.data.amount)
        .sort(),
    ).toEqual([-40, 40]);

    const linker = await w.addPlayer({ name: 'Linker', eosId: '', discordId: '300000000000000777' });
    const { code } = await createLinkCode(w.t.ctx, w.botId, linker.id);
    const eosId = '0002ffffffffffffffffffffffffffff';
    const res = await w.t.ctx.db.transaction((tx) =>
      linkWithCode(tx, { botId: w.botId, code, eosId, now: new Date(), actor: 'in-game' }),
    );
    expect(res.kind).toBe('linked');
    const linked = (await deliveries(endpoint.id)).filter((r) => r.event === 'player.linked');
    expect(JSON.parse(linked[0]!.body).data).toEqual({
      playerId: linker.id,
      eosId,
      discordId: '300000000000000777',
    });
    await w.t.call('owner', { method: 'DELETE', url: `/api/webhooks/endpoint/${endpoint.id}` });
  });

  it('only enabled endpoints that chose the event get it', async () => {
    const votes = await addEndpoint(['vote.credited']);
    const off = (await addEndpoint(['credits.changed'])).endpoint;
    await w.t.call('owner', {
      method: 'PUT',
      url: `/api/webhooks/endpoint/${off.id}`,
      payload: { url: rx.url, events: ['credits.changed'], enabled: false },
    });
    await emitWebhook(
      w.t.ctx.db,
      w.botId,
      'credits.changed',
      { playerId: 1, amount: 1, balanceAfter: 1, reason: 'x', actor: 'y', kind: 'other', refs: {} },
      new Date(),
    );
    expect(await deliveries(votes.endpoint.id)).toEqual([]);
    expect(await deliveries(off.id)).toEqual([]);
    for (const id of [votes.endpoint.id, off.id])
      await w.t.call('owner', { method: 'DELETE', url: `/api/webhooks/endpoint/${id}` });
  });

  it('two workers claim a lane head once, and lanes in two processes send every row once, in order', async () => {
    const { endpoint } = await addEndpoint(['credits.changed']);
    const now = new Date();
    for (let i = 0; i < 20; i++)
      await emitWebhook(
        w.t.ctx.db,
        w.botId,
        'credits.changed',
        { playerId: i, amount: 1, balanceAfter: i, reason: 'r', actor: 'a', kind: 'other', refs: {} },
        now,
      );
    const [a, b] = await Promise.all([
      claimLaneHead(w.t.ctx, endpoint.id, 'worker-a', now),
      claimLaneHead(w.t.ctx, endpoint.id, 'worker-b', now),
    ]);
    const heads = [a, b].filter(Boolean);
    expect(heads).toHaveLength(1);
    // a held head is not claimed again, and the rows behind it wait (no overtaking) until the lease ends
    expect(await claimLaneHead(w.t.ctx, endpoint.id, 'worker-c', now)).toBeUndefined();
    const later = new Date(now.getTime() + WEBHOOK_LEASE_MS + 1000);
    expect((await claimLaneHead(w.t.ctx, endpoint.id, 'worker-c', later))!.id).toBe(heads[0]!.id);

    // two app instances (on PostgreSQL a second runtime with its own pool; PGlite cannot be opened twice,
    // there the second pass shares the connection) send every row exactly once and in order
    await w.t.ctx.db
      .update(webhookDeliveries)
      .set({ leaseUntil: null, leaseOwner: '', attempts: 0 })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    rx.received.length = 0;
    const later2 = new Date(later.getTime() + 1000);
    const second = process.env.DATABASE_URL ? await createRuntime(w.t.ctx.config, { inMemory: true }) : null;
    let sent: number[];
    try {
      sent = await Promise.all([
        runWebhookDeliveries(w.t.ctx, { now: later2, wait: true }),
        runWebhookDeliveries(second?.ctx ?? w.t.ctx, { now: later2, wait: true }),
        runWebhookDeliveries(w.t.ctx, { now: later2, wait: true }),
        runWebhookDeliveries(second?.ctx ?? w.t.ctx, { now: later2, wait: true }),
      ]);
    } finally {
      await second?.close();
    }
    expect(sent.reduce((a, b) => a + b, 0)).toBe(20);
    expect(rx.received).toHaveLength(20);
    const rows = (await deliveries(endpoint.id)).sort((x, y) => x.id - y.id);
    expect(rx.received.map((r) => JSON.parse(r.body).id)).toEqual(rows.map((r) => r.eventId));
    await w.t.call('owner', { method: 'DELETE', url: `/api/webhooks/endpoint/${endpoint.id}` });
  });

  it('a receiver that refuses the connection is retried later (no answer recorded)', async () => {
    const closed = await startReceiver();
    await closed.close(); // nothing listens on its port now
    const { endpoint } = await addEndpoint(['credits.changed'], closed.url);
    const now = new Date();
    await emitWebhook(
      w.t.ctx.db,
      w.botId,
      'credits.changed',
      { playerId: 1, amount: 1, balanceAfter: 1, reason: 'r', actor: 'a', kind: 'other', refs: {} },
      now,
    );
    await runWebhookDeliveries(w.t.ctx, { now, wait: true });
    const [row] = await deliveries(endpoint.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
    expect(row!.lastAnswer).not.toBe('');
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + webhookBackoffMs(1));
    await w.t.call('owner', { method: 'DELETE', url: `/api/webhooks/endpoint/${endpoint.id}` });
  });

  it('gives up on a delivery not accepted within 24 hours, and on the older ones behind it at once', async () => {
    const { endpoint } = await addEndpoint(['credits.changed']);
    const now = new Date();
    const dayAgo = new Date(now.getTime() - WEBHOOK_GIVE_UP_MS - 1000);
    for (const at of [dayAgo, dayAgo, now])
      await emitWebhook(
        w.t.ctx.db,
        w.botId,
        'credits.changed',
        { playerId: 1, amount: 1, balanceAfter: 1, reason: 'r', actor: 'a', kind: 'other', refs: {} },
        at,
      );
    rx.answers.push(503);
    expect(await runWebhookDeliveries(w.t.ctx, { now, wait: true })).toBe(1);
    const rows = (await deliveries(endpoint.id)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['failed', 0],
      ['pending', 0],
    ]);
    expect(rows[0]).toMatchObject({ lastStatus: 503 });
    expect(rows[1]!.lastAnswer).toBe('Not accepted within 24 hours');
    // the lane goes on with the next one
    expect(await runWebhookDeliveries(w.t.ctx, { now: new Date(now.getTime() + 5000), wait: true })).toBe(1);
    expect((await deliveries(endpoint.id)).find((r) => r.id === rows[2]!.id)!.status).toBe('delivered');
    await w.t.call('owner', { method: 'DELETE', url: `/api/webhooks/endpoint/${endpoint.id}` });
  });

  it('send test event, rotate secret, audit with the secret masked, bad input', async () => {
    const { endpoint, secret } = await addEndpoint(['player.linked']);
    rx.received.length = 0;
    const res = await w.t.call('owner', {
      method: 'POST',
      url: `/api/webhooks/endpoint/${endpoint.id}/test`,
    });
    expect(res.statusCode).toBe(200);
    await w.t.ctx.lifecycle.drain();
    for (let i = 0; i < 50 && !rx.received.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(JSON.parse(rx.received[0]!.body)).toMatchObject({ type: 'test', id: res.json().eventId });
    const rotated = await w.t.call('owner', {
      method: 'POST',
      url: `/api/webhooks/endpoint/${endpoint.id}/rotate-secret`,
    });
    expect(rotated.json().secret).not.toBe(secret);
    const audit = await w.t.ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'webhook'));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'rotateSecret']));
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(rotated.json().secret);
    const bad = await w.t.call('owner', {
      method: 'POST',
      url: `/api/webhooks/${w.botId}`,
      payload: { url: 'ftp://x', events: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      url: 'Enter an http(s) URL',
      events: 'Choose at least one event',
    });
  });
});

describe('webhooks out: private targets refused', () => {
  it('a private URL is refused when saving and when sending', async () => {
    const t = await createTestApp({ ALLOW_PRIVATE_TARGETS: 'false' });
    try {
      const res = await t.call('owner', {
        method: 'POST',
        url: `/api/webhooks/${t.botId}`,
        payload: { url: 'http://127.0.0.1:9/hook', events: ['credits.changed'] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.url).toMatch(/private or local network address/);
      // a row stored before (or a name that resolves privately later) is refused at send time
      const [ep] = await t.ctx.db
        .insert(webhookEndpoints)
        .values({
          botId: t.botId,
          url: rx.url,
          events: ['credits.changed'],
          secret: t.ctx.secrets.encrypt('whsec_x'),
        })
        .returning();
      await emitWebhook(
        t.ctx.db,
        t.botId,
        'credits.changed',
        { playerId: 1, amount: 1, balanceAfter: 1, reason: 'r', actor: 'a', kind: 'other', refs: {} },
        new Date(),
      );
      rx.received.length = 0;
      await runWebhookDeliveries(t.ctx, { wait: true });
      const [row] = await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, ep!.id));
      expect(row).toMatchObject({ status: 'failed', attempts: 1, lastStatus: null });
      expect(row!.lastAnswer).toMatch(/not allowed/);
      expect(rx.received).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
