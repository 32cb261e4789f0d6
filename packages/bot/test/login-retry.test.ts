import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '@asa/server';
import { createTestApp, type TestApp } from '@asa/server/testing';
import { runBot, loginRetryMs } from '../src/run';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function closedPort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

it('backs off 5 s, 10 s, 20 s ... up to 5 minutes between login attempts', () => {
  expect([1, 2, 3, 4, 10].map(loginRetryMs)).toEqual([5_000, 10_000, 20_000, 40_000, 300_000]);
});

it('a failed Discord login is retried with back-off, and /readyz is 503 with the reason meanwhile', async () => {
  const config = loadConfig({
    DISCORD_API_URL: `http://127.0.0.1:${await closedPort()}/api/v10`,
    DISCORD_BOT_TOKEN: 'bot-test-token',
  });
  const errors: string[] = [];
  const bot = await runBot(
    t.ctx,
    config,
    { info: () => undefined, error: (msg) => errors.push(msg) },
    { retryMs: () => 100 },
  );
  try {
    await expect.poll(() => errors.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toMatch(/^Discord login failed \(1 in a row\); retrying in 0 s$/);
    expect(errors[1]).toMatch(/^Discord login failed \(2 in a row\)/);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.discordGateway).toMatch(/^login failed: /);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('asa_discord_gateway_up{shard="0"} 0');
  } finally {
    await bot.stop();
    t.ctx.lifecycle.gateway = null;
  }
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
}, 60_000);
