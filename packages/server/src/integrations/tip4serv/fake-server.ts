import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStoreKey, tip4ServSignature, type Tip4ServPayment } from './client';

/** A local stand-in for Tip4Serv's store API: checks the key and signature, answers pending payments. */
export async function startFakeTip4Serv(opts: { storeKey: string; payments: Tip4ServPayment[] }) {
  const key = parseStoreKey(opts.storeKey)!;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const m = /^\/v1\/store\/server\/([^/]+)\/commands$/.exec(url.pathname);
    if (!m) return send(404, { error: 'Not found' });
    const time = Number(url.searchParams.get('time'));
    const expected = `Bearer ${opts.storeKey}:${tip4ServSignature(key, time)}`;
    if (m[1] !== key.serverId || req.headers.authorization !== expected)
      return send(401, { error: 'Invalid API key or signature' });
    send(200, opts.payments);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
