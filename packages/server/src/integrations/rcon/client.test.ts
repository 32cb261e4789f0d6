import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ARK_NO_RESPONSE, RconClient, RconError, rconOnce, type RconConnectOptions } from './client';
import {
  fakePlayers,
  listPlayersText,
  startFakeRcon,
  type FakeRconOptions,
  type FakeRconServer,
} from './fake-server';
import { encodePacket, PacketParser, PacketType } from './packet';

const PASSWORD = 'fake-pass-123';
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function fake(opts: FakeRconOptions = {}): Promise<FakeRconServer> {
  const s = await startFakeRcon({ password: PASSWORD, ...opts });
  open.push(s);
  return s;
}
async function connect(s: FakeRconServer, over: Partial<RconConnectOptions> = {}) {
  const c = await RconClient.connect({ host: s.host, port: s.port, password: PASSWORD, ...over });
  open.push(c);
  return c;
}
async function failure(p: Promise<unknown>): Promise<RconError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RconError);
  return err as RconError;
}
/** A port nobody listens on: bind, read the port, close. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe('packet parser', () => {
  it('decodes packets split at every byte and several packets in one chunk', () => {
    const a = encodePacket(7, PacketType.RESPONSE_VALUE, 'hello');
    const b = encodePacket(8, PacketType.AUTH_RESPONSE, '');
    const c = encodePacket(9, PacketType.RESPONSE_VALUE, 'wörld');
    const all = Buffer.concat([a, b, c]);
    const parser = new PacketParser();
    const got = [];
    for (let i = 0; i < all.length; i++) got.push(...parser.push(all.subarray(i, i + 1)));
    expect(got.map((p) => [p.id, p.type, p.body.toString('utf8')])).toEqual([
      [7, 0, 'hello'],
      [8, 2, ''],
      [9, 0, 'wörld'],
    ]);
    expect(parser.pending).toBe(0);
    const once = new PacketParser().push(all);
    expect(once).toHaveLength(3);
  });

  it('rejects a garbage size instead of buffering forever', () => {
    const parser = new PacketParser();
    expect(() => parser.push(Buffer.from('HTTP/1.1 400 Bad Request\r\n'))).toThrow(
      /Invalid RCON packet size/,
    );
  });
});

describe('RconClient', () => {
  it('authenticates against an ARK-style server (AUTH_RESPONSE only)', async () => {
    const s = await fake({ style: 'ark', responses: { GetGameLog: 'log line 1\nlog line 2\n' } });
    const c = await connect(s);
    const res = await c.execute('GetGameLog');
    expect(res).toEqual({ message: 'log line 1\nlog line 2\n', empty: false });
    expect(s.commands).toEqual(['GetGameLog']);
  });

  it('authenticates against a Valve-style server (empty RESPONSE_VALUE, then AUTH_RESPONSE)', async () => {
    const s = await fake({ style: 'valve', players: 3 });
    const c = await connect(s);
    const res = await c.execute('ListPlayers');
    expect(res.message).toBe(listPlayersText(fakePlayers(3)));
  });

  it.each(['ark', 'valve'] as const)(
    'reports a wrong password (id -1) on a %s-style server',
    async (style) => {
      const s = await fake({ style });
      const err = await failure(RconClient.connect({ host: s.host, port: s.port, password: 'wrong-one' }));
      expect(err.code).toBe('AUTH_FAILED');
      expect(err.message).toBe('Authentication failed. Check the RCON password.');
      expect(s.commands).toEqual([]);
    },
  );

  it('explains a server that hangs up on a wrong password', async () => {
    const s = await fake({ closeOnBadAuth: true });
    const err = await failure(RconClient.connect({ host: s.host, port: s.port, password: 'wrong-one' }));
    expect(['CLOSED', 'RESET']).toContain(err.code);
    expect(err.message).toBe(
      'Connection closed by the server during authentication. Check the RCON password.',
    );
  });

  it('reassembles a 300-player ListPlayers answer spread over several packets exactly', async () => {
    const s = await fake({ players: 300 });
    const expected = listPlayersText(fakePlayers(300));
    expect(Buffer.byteLength(expected)).toBeGreaterThan(3 * 4096);
    const c = await connect(s);
    const res = await c.execute('ListPlayers');
    expect(res.message).toBe(expected);
    expect(res.empty).toBe(false);
    expect(res.message.split('\n').filter(Boolean)).toHaveLength(300);
  });

  it('reassembles a multi-packet answer from a server that ignores the marker (quiet-period fallback)', async () => {
    const s = await fake({ players: 300, ignoreMarker: true });
    const c = await connect(s);
    const started = Date.now();
    const res = await c.execute('ListPlayers');
    expect(res.message).toBe(listPlayersText(fakePlayers(300)));
    expect(Date.now() - started).toBeLessThan(2000);
    // and the next command still gets its own answer
    expect((await c.execute('SaveWorld')).message).toBe('World Saved');
  });

  it("flags ARK's 'Server received, But no response!!' as success with empty output", async () => {
    const s = await fake({ style: 'ark' });
    const c = await connect(s);
    const res = await c.execute('ServerChat hello');
    expect(res).toEqual({ message: ARK_NO_RESPONSE, empty: true });
    const valve = await fake({ style: 'valve' });
    const v = await connect(valve);
    expect(await v.execute('ServerChat hello')).toEqual({ message: '', empty: true });
  });

  it('times out on a server that accepts the connection but never answers', async () => {
    const s = await fake({ mode: 'silent' });
    const started = Date.now();
    const err = await failure(
      RconClient.connect({ host: s.host, port: s.port, password: PASSWORD, connectTimeoutMs: 500 }),
    );
    expect(err.code).toBe('CONNECT_TIMEOUT');
    expect(err.message).toBe('Connection timed out');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(s.connections).toBe(1);
  });

  it('times out a command on a slow server and closes that connection', async () => {
    const s = await fake({ commandDelayMs: 1000 });
    const c = await connect(s, { commandTimeoutMs: 300 });
    const err = await failure(c.execute('SaveWorld'));
    expect(err.code).toBe('COMMAND_TIMEOUT');
    expect(err.message).toBe('Command timed out');
    await new Promise((r) => setTimeout(r, 20));
    expect(c.closed).toBe(true);
    expect((await failure(c.execute('SaveWorld'))).code).toBe('COMMAND_TIMEOUT');
  });

  it('maps a closed port to "Connection refused"', async () => {
    const port = await closedPort();
    const err = await failure(RconClient.connect({ host: '127.0.0.1', port, password: PASSWORD }));
    expect(err.code).toBe('REFUSED');
    expect(err.message).toBe('Connection refused');
  });

  it('maps an unknown host to "Host not found"', async () => {
    const err = await failure(
      RconClient.connect({
        host: 'no-such-host.invalid',
        port: 27020,
        password: PASSWORD,
        connectTimeoutMs: 3000,
      }),
    );
    expect(['HOST_NOT_FOUND', 'CONNECT_TIMEOUT']).toContain(err.code);
  });

  it('reports a non-RCON service on the port readably (e.g. an HTTP server)', async () => {
    const http = net.createServer((sock) => {
      sock.on('error', () => undefined);
      sock.once('data', () => sock.write('HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n'));
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
    open.push({ close: () => new Promise<void>((r) => http.close(() => r())) });
    const { port } = http.address() as net.AddressInfo;
    const err = await failure(RconClient.connect({ host: '127.0.0.1', port, password: PASSWORD }));
    expect(err.code).toBe('PROTOCOL');
    expect(err.message).toBe('The server did not answer with RCON. Check the RCON port.');
  });

  it('fails a pending command readably when the server drops the connection', async () => {
    const s = await fake({ commandDelayMs: 500 });
    const c = await connect(s);
    const pending = c.execute('SaveWorld');
    await new Promise((r) => setTimeout(r, 50));
    s.dropConnections();
    const err = await failure(pending);
    expect(['RESET', 'CLOSED']).toContain(err.code);
    expect(err.message).toMatch(/^Connection (reset|closed) by the server$/);
  });

  it('handles packets split at odd byte boundaries (auth and long answers)', async () => {
    for (const style of ['ark', 'valve'] as const) {
      const s = await fake({ style, splitWrites: true, players: 40 });
      const c = await connect(s);
      expect((await c.execute('ListPlayers')).message).toBe(listPlayersText(fakePlayers(40)));
      expect((await c.execute('SaveWorld')).message).toBe('World Saved');
    }
  });

  it('runs concurrent commands one at a time on one connection, each with its own answer', async () => {
    const s = await fake({
      players: 120,
      commandDelayMs: 20,
      responses: { GetChat: 'Bob: hi', 'Echo 1': 'one', 'Echo 2': 'two' },
    });
    const c = await connect(s);
    const results = await Promise.all([
      c.execute('Echo 1'),
      c.execute('ListPlayers'),
      c.execute('GetChat'),
      c.execute('Echo 2'),
      c.execute('Broadcast hi'),
    ]);
    expect(results.map((r) => r.message)).toEqual([
      'one',
      listPlayersText(fakePlayers(120)),
      'Bob: hi',
      'two',
      ARK_NO_RESPONSE,
    ]);
    expect(s.commands).toEqual(['Echo 1', 'ListPlayers', 'GetChat', 'Echo 2', 'Broadcast hi']);
    expect(s.connections).toBe(1);
  });

  it('rconOnce connects, runs one command and closes', async () => {
    const s = await fake({ responses: { GetGameLog: 'ok' } });
    expect(await rconOnce({ host: s.host, port: s.port, password: PASSWORD }, 'GetGameLog')).toEqual({
      message: 'ok',
      empty: false,
    });
    expect(s.connections).toBe(1);
  });
});
