import { afterEach, describe, expect, it } from 'vitest';
import { ARK_NO_RESPONSE, RconError } from './client';
import { fakePlayers, listPlayersText, startFakeRcon, type FakeRconServer } from './fake-server';
import { RconPool } from './pool';

const PASSWORD = 'pool-pass-1';
const cleanup: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((o) => o.close()));
});
async function fake(players = 0): Promise<FakeRconServer> {
  const s = await startFakeRcon({ password: PASSWORD, players });
  cleanup.push(s);
  return s;
}
function pool(opts: ConstructorParameters<typeof RconPool>[0] = {}) {
  const p = new RconPool(opts);
  cleanup.push(p);
  return p;
}
const target = (s: FakeRconServer, password = PASSWORD) => ({ host: s.host, port: s.port, password });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('RconPool', () => {
  it('reuses one connection per server for several commands, in order', async () => {
    const s = await fake(5);
    const p = pool();
    const results = await Promise.all([
      p.execute(target(s), 'ListPlayers'),
      p.execute(target(s), 'SaveWorld'),
      p.execute(target(s), 'ServerChat hi'),
    ]);
    expect(results.map((r) => r.message)).toEqual([
      listPlayersText(fakePlayers(5)),
      'World Saved',
      ARK_NO_RESPONSE,
    ]);
    await p.execute(target(s), 'SaveWorld');
    expect(s.connections).toBe(1);
    expect(s.commands).toEqual(['ListPlayers', 'SaveWorld', 'ServerChat hi', 'SaveWorld']);
    expect(p.size).toBe(1);
  });

  it('keeps one connection per host:port and runs servers independently', async () => {
    const a = await fake(1);
    const b = await fake(2);
    const p = pool();
    const [ra, rb] = await Promise.all([
      p.execute(target(a), 'ListPlayers'),
      p.execute(target(b), 'ListPlayers'),
    ]);
    expect(ra.message).toBe(listPlayersText(fakePlayers(1)));
    expect(rb.message).toBe(listPlayersText(fakePlayers(2)));
    expect(p.size).toBe(2);
  });

  it('reconnects after the server drops the socket', async () => {
    const s = await fake();
    const p = pool();
    await p.execute(target(s), 'SaveWorld');
    s.dropConnections();
    await sleep(30);
    expect((await p.execute(target(s), 'SaveWorld')).message).toBe('World Saved');
    expect(s.connections).toBe(2);
  });

  it('does not re-send a command that failed mid-flight, and the next call reconnects', async () => {
    const s = await startFakeRcon({ password: PASSWORD, commandDelayMs: 300 });
    cleanup.push(s);
    const p = pool();
    const pending = p.execute(target(s), 'GiveItemToPlayer 1 Blueprint');
    await sleep(50);
    s.dropConnections();
    await expect(pending).rejects.toBeInstanceOf(RconError);
    s.options.commandDelayMs = 0;
    expect((await p.execute(target(s), 'SaveWorld')).message).toBe('World Saved');
    expect(s.commands).toEqual(['GiveItemToPlayer 1 Blueprint', 'SaveWorld']);
    expect(s.connections).toBe(2);
  });

  it('reports connection errors and recovers once the server is reachable', async () => {
    const s = await fake();
    const p = pool();
    const err = await p.execute(target(s, 'wrong-pass'), 'SaveWorld').catch((e: unknown) => e);
    expect((err as RconError).message).toBe('Authentication failed. Check the RCON password.');
    // the password was fixed in the dashboard: the next delivery uses it
    expect((await p.execute(target(s), 'SaveWorld')).message).toBe('World Saved');
  });

  it('reconnects when the stored password changes', async () => {
    const s = await fake();
    const p = pool();
    await p.execute(target(s), 'SaveWorld');
    s.options.password = 'rotated-pass';
    await p.execute(target(s, 'rotated-pass'), 'SaveWorld');
    expect(s.connections).toBe(2);
  });

  it('closes idle connections and opens a new one when needed', async () => {
    const s = await fake();
    const p = pool({ idleMs: 100 });
    await p.execute(target(s), 'SaveWorld');
    expect(p.size).toBe(1);
    await sleep(250);
    expect(p.size).toBe(0);
    await p.execute(target(s), 'SaveWorld');
    expect(s.connections).toBe(2);
  });

  it('close() ends every connection and rejects later calls', async () => {
    const s = await fake();
    const p = new RconPool();
    await p.execute(target(s), 'SaveWorld');
    await p.close();
    expect(p.size).toBe(0);
    await expect(p.execute(target(s), 'SaveWorld')).rejects.toThrow('RCON pool is closed');
  });
});
