/**
 * Issue 33: with private targets allowed (the default outside production), the webhook delivery log showed
 * what an internal address answered, so an owner could read internal services through it. Now the body a
 * private, loopback or link-local address answers is never stored (a note instead; the status is kept), and
 * every trailing-dot spelling of a local host is refused when an endpoint is saved. Real HTTP through the
 * app, a real local HTTP receiver, the real delivery lanes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '../../src/db/schema';
import { PRIVATE_ANSWER_NOTE, runWebhookDeliveries } from '../../src/features/webhooks/delivery';
import { isPrivatePeer } from '../../src/lib/outbound-guard';
import { createTestApp, type TestApp } from '../helpers/harness';

const SECRET_ANSWER = 'internal-service-secret: db password hunter2';

let t: TestApp;
let receiver: http.Server;
let port = 0;
const statuses: number[] = [];
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(statuses.shift() ?? 200, { 'content-type': 'text/plain' }).end(SECRET_ANSWER);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  port = (receiver.address() as AddressInfo).port;
  t = await createTestApp(); // ALLOW_PRIVATE_TARGETS unset: private targets allowed (not production)
  expect(t.ctx.config.allowPrivateTargets).toBe(true);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => receiver?.close(() => r()));
});

async function endpointFor(url: string) {
  const res = await t.call('owner', {
    method: 'POST',
    url: `/api/webhooks/${t.botId}`,
    payload: { url, events: ['credits.changed'] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().endpoint.id as number;
}

/** Sends a test event through the route and the lanes, then reads the delivery log through the route. */
async function logAfterTest(endpointId: number) {
  const sent = await t.call('owner', { method: 'POST', url: `/api/webhooks/endpoint/${endpointId}/test` });
  expect(sent.statusCode, sent.body).toBe(200);
  // the route starts the lane in the background; wait until its attempt is recorded
  for (let i = 0; i < 100; i++) {
    await runWebhookDeliveries(t.ctx, { wait: true });
    const rows = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    if (rows.length && rows.every((r) => r.lastAttemptAt !== null)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const log = await t.call('owner', { url: `/api/webhooks/endpoint/${endpointId}/deliveries` });
  expect(log.statusCode, log.body).toBe(200);
  return log;
}

describe('webhook delivery log: nothing a private address answered is stored', () => {
  it.each([
    ['127.0.0.1 answering 200', () => `http://127.0.0.1:${port}/hook`, 200],
    ['127.0.0.1 answering 500', () => `http://127.0.0.1:${port}/hook`, 500],
    ['the name localhost', () => `http://localhost:${port}/hook`, 200],
  ])('%s: status kept, body replaced by a note', async (_, url, status) => {
    statuses.push(status);
    const id = await endpointFor(url());
    const log = await logAfterTest(id);
    expect(log.body).not.toContain('hunter2');
    const [entry] = log.json().deliveries;
    expect(entry).toMatchObject({ lastStatus: status, lastAnswer: PRIVATE_ANSWER_NOTE });
    const rows = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    expect(rows.map((r) => r.lastAnswer)).toEqual([PRIVATE_ANSWER_NOTE]);
  });

  it('what counts as private: loopback, private, link-local, mapped forms; public addresses do not', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.0.0.2',
      '192.168.1.1',
      '169.254.169.254',
      '::ffff:127.0.0.1',
      '',
    ])
      expect(isPrivatePeer(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '2001:4860:4860::8888']) expect(isPrivatePeer(ip), ip).toBe(false);
  });
});

describe('trailing-dot spellings of local hosts are refused at save (private targets refused)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ ALLOW_PRIVATE_TARGETS: 'false' });
  });
  afterAll(async () => strict?.close());

  it.each([
    'http://localhost./hook',
    'http://localhost../hook',
    'http://LOCALHOST.:8080/hook',
    'http://127.0.0.1./hook',
    'http://127.0.0.1../hook',
    'http://127.1./hook',
    'http://0x7f.0.0.1./hook',
    'http://localhost%2e/hook',
    'http://api.localhost./hook',
    'http://metadata.google.internal./hook',
    'http://169.254.169.254./latest',
  ])('%s: 400 on the url, nothing saved', async (url) => {
    const before = (await strict.call('owner', { url: `/api/webhooks/list/${strict.botId}` })).json();
    const res = await strict.call('owner', {
      method: 'POST',
      url: `/api/webhooks/${strict.botId}`,
      payload: { url, events: ['credits.changed'] },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.url).toMatch(/private or local network address|http\(s\) URL/);
    const after = (await strict.call('owner', { url: `/api/webhooks/list/${strict.botId}` })).json();
    expect(after).toEqual(before);
  });
});
