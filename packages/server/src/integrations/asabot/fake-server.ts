import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AsaBotPlayer, AsaBotServer } from './client';

/**
 * A local stand-in for the companion ASA Bot's API (see client.ts for the assumed shape). `servers` and
 * `players` are live arrays: tests and the demo may change them while the fake runs. Commands are recorded.
 *
 * Evidence: none. The companion bot's API is not public and no public code calling it was found; every
 * path, header and field here is our assumption (docs/integrations.md). setRawAnswer lets tests send
 * another shape, which the product must report instead of importing.
 */
export async function startFakeAsaBot(opts: {
  apiKey: string;
  servers: AsaBotServer[];
  players: AsaBotPlayer[];
}) {
  const commands: { serverId: string; command: string }[] = [];
  const raw = new Map<string, string>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-api-key'] !== opts.apiKey) return send(401, { error: 'invalid api key' });
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const override = req.method === 'GET' ? raw.get(path) : undefined;
    if (override !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(override);
    }
    if (req.method === 'GET' && path === '/servers') return send(200, { servers: opts.servers });
    if (req.method === 'GET' && path === '/players') return send(200, { players: opts.players });
    const m = /^\/servers\/([^/]+)\/command$/.exec(path);
    if (req.method === 'POST' && m) {
      const id = decodeURIComponent(m[1]!);
      if (!opts.servers.some((s) => s.id === id)) return send(404, { error: 'unknown server' });
      let command = '';
      try {
        command = String(
          (JSON.parse(Buffer.concat(chunks).toString() || '{}') as { command?: unknown }).command ?? '',
        );
      } catch {
        return send(400, { error: 'invalid json' });
      }
      if (!command) return send(400, { error: 'command is required' });
      commands.push({ serverId: id, command });
      return send(200, { success: true, response: 'Server received, But no response!!' });
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    commands,
    servers: opts.servers,
    players: opts.players,
    /** Answer GET `path` (e.g. '/players') with this raw text; null = the normal answer. */
    setRawAnswer: (path: string, body: string | null) =>
      body === null ? raw.delete(path) : raw.set(path, body),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
