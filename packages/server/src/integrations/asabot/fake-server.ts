import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AsaBotPlayer, AsaBotServer } from './client';

/** A local stand-in for the companion ASA Bot's API (see client.ts for the assumed shape). */
export async function startFakeAsaBot(opts: {
  apiKey: string;
  servers: AsaBotServer[];
  players: AsaBotPlayer[];
}) {
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-api-key'] !== opts.apiKey) return send(401, { error: 'invalid api key' });
    if (req.url === '/servers') return send(200, { servers: opts.servers });
    if (req.url === '/players') return send(200, { players: opts.players });
    send(404, { error: 'not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
