import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeRcon } from './fake-server';
import { RconPool } from './pool';

/**
 * Bounded concurrency (issue 34): at most RCON_CONCURRENCY servers at once per process, and servers that
 * did not answer last time take a lane of their own, so dead servers waiting out their timeouts never
 * hold up a live one.
 */
const PASSWORD = 'lanes-pass';
const cleanup: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c.close();
});

/** A game server that accepts the TCP connection and never says anything (hung, or a black hole). */
async function silentServer() {
  const sockets: net.Socket[] = [];
  const server = net.createServer((s) => sockets.push(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanup.push({
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  });
  return { host: '127.0.0.1', port: (server.address() as net.AddressInfo).port, password: PASSWORD };
}

describe('RconPool lanes', () => {
  it('never runs more than its concurrency, and known-dead servers do not delay a live one', async () => {
    const live = await startFakeRcon({ password: PASSWORD, players: 1 });
    cleanup.push(live);
    const pool = new RconPool({ concurrency: 4, connectTimeoutMs: 1_000, allowPrivateTargets: true });
    cleanup.push(pool);
    const dead = await Promise.all(Array.from({ length: 6 }, silentServer));
    // first contact: the dead ones fail (a connect timeout each) and become suspect
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, pool.lanes.live.active)), 5);
    await Promise.all(dead.map((d) => pool.execute(d, 'ListPlayers').catch(() => undefined)));
    clearInterval(watch);
    expect(peak).toBeLessThanOrEqual(4);
    expect(pool.lanes.live.active).toBe(0);
    // again, all together: the dead ones queue in their lane (1 slot), the live one answers at once
    const started = Date.now();
    const deadCalls = dead.map((d) => pool.execute(d, 'ListPlayers').catch(() => 'failed'));
    const answer = await pool.execute(
      { host: live.host, port: live.port, password: PASSWORD },
      'ListPlayers',
    );
    const liveMs = Date.now() - started;
    expect(answer.message).toContain('Survivor');
    expect(liveMs).toBeLessThan(900);
    expect(pool.lanes.suspect.max).toBe(2);
    expect(pool.lanes.suspect.active + pool.lanes.suspect.queued).toBeGreaterThan(1);
    expect(await Promise.all(deadCalls)).toEqual(dead.map(() => 'failed'));
  }, 30_000);

  it('on a first contact, a server that does not answer gives its slot up after slowAfterMs', async () => {
    const live = await startFakeRcon({ password: PASSWORD, players: 1 });
    cleanup.push(live);
    const pool = new RconPool({
      concurrency: 2,
      slowAfterMs: 150,
      connectTimeoutMs: 2_000,
      allowPrivateTargets: true,
    });
    cleanup.push(pool);
    // nothing is known of them: they take the live lane, each would hold a slot for its 2 s timeout
    const dead = await Promise.all(Array.from({ length: 6 }, silentServer));
    const started = Date.now();
    const deadCalls = dead.map((d) => pool.execute(d, 'ListPlayers').catch(() => Date.now() - started));
    const answer = await pool.execute(
      { host: live.host, port: live.port, password: PASSWORD },
      'ListPlayers',
    );
    const liveMs = Date.now() - started;
    expect(answer.message).toContain('Survivor');
    // 6 dead in 2 slots held 150 ms each: about 450 ms; holding their slots for the timeout would be 6 s
    expect(liveMs).toBeLessThan(1_800);
    expect(pool.slow.active).toBeGreaterThan(0);
    expect(pool.slow.active).toBeLessThanOrEqual(pool.slow.max);
    const failedAfter = (await Promise.all(deadCalls)) as number[];
    // each still waited out its own timeout, side by side, and left the aside count
    expect(Math.max(...failedAfter)).toBeLessThan(4_000);
    expect(pool.slow.active).toBe(0);
    expect(pool.lanes.live.active).toBe(0);
    // their next contact takes the suspect lane
    const again = pool.execute(dead[0]!, 'ListPlayers').catch(() => 'failed');
    await new Promise((r) => setTimeout(r, 50));
    expect(pool.lanes.suspect.active).toBe(1);
    expect(await again).toBe('failed');
  }, 30_000);
});
