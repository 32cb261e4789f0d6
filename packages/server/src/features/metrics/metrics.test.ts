import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyKit } from '../shop/engine';
import { createShopWorld, group, type ShopWorld } from '../shop/fixtures';
import { createTestApp } from '../../../test/helpers/harness';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A strict reading of the Prometheus text format (0.0.4): HELP/TYPE comments and samples, nothing else. */
function parsePrometheus(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    // values as Prometheus reads them (Go's ParseFloat: NaN in any case; prom-client writes an empty
    // event-loop histogram's mean as 'Nan')
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/.exec(line);
    if (!m) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]!] = l[2]!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { types, samples };
}

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await w.t.app.inject({ method: 'GET', url: '/metrics', headers });
  return res;
};
const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((a, s) => a + s.value, 0);

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
