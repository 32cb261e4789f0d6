import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyKit } from '../shop';
import { createShopWorld, group, type ShopWorld } from '../shop/fixtures';
import { createTestApp } from '../../../test/helpers/harness';
import { parsePrometheus, value } from '../../../test/helpers/prometheus';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await w.t.app.inject({ method: 'GET', url: '/metrics', headers });
  return res;
};
describe('GET /metrics', () => {
  it('answers Prometheus text that counts HTTP requests by route, a delivery and its RCON calls', async () => {
    const first = await scrape();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/plain; version=0.0.4');
    const before = parsePrometheus(first.body).samples;

    await w.t.call('owner', { method: 'GET', url: '/api/user/self' });
    const kit = await w.addKit({
      name: 'Metered',
      price: 10,
      itemGroups: [group(0, 'M', ['give {eos_id}'])],
    });
    const p = await w.addPlayer({ name: 'Counted', credits: 100 });
    const view = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: w.servers.island,
      source: 'portal',
      actor: 'test',
    });
    expect(view.status).toBe('delivered');

    const { types, samples } = parsePrometheus((await scrape()).body);
    expect(types.get('asa_http_requests_total')).toBe('counter');
    const self = { route: '/api/user/self', method: 'GET', status: '200' };
    expect(
      value(samples, 'asa_http_requests_total', self) - value(before, 'asa_http_requests_total', self),
    ).toBe(1);
    const delivered = { state: 'delivered', refunded: 'false' };
    expect(value(samples, 'asa_purchases', delivered) - value(before, 'asa_purchases', delivered)).toBe(1);
    expect(types.get('asa_rcon_command_duration_seconds')).toBe('histogram');
    expect(
      value(samples, 'asa_rcon_command_duration_seconds_count', { result: 'ok' }) -
        value(before, 'asa_rcon_command_duration_seconds_count', { result: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    for (const state of ['queued', 'delivering', 'waiting'])
      expect(samples.some((s) => s.name === 'asa_delivery_queue_depth' && s.labels.state === state)).toBe(
        true,
      );
    expect(samples.some((s) => s.name === 'asa_discord_outbox_depth')).toBe(true);
    expect(samples.some((s) => s.name === 'asa_build_info' && s.labels.version)).toBe(true);
    expect(samples.some((s) => s.name === 'asa_process_resident_memory_bytes')).toBe(true);
  });

  it('is refused through a proxy or from elsewhere without METRICS_TOKEN; with it, only with the token', async () => {
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    // a proxy that sets only one of the other headers (issue 33: X-Real-IP alone made it public)
    for (const h of ['x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'])
      expect((await scrape({ [h]: '203.0.113.9' })).statusCode, h).toBe(403);
    expect(
      (await w.t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(403);
    const t = await createTestApp({ METRICS_TOKEN: 'scrape-me' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
      const ok = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer scrape-me' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE asa_http_requests_total counter');
    } finally {
      await t.close();
    }
  });
});
