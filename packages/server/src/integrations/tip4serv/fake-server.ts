import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStoreKey, tip4ServSignature, type Tip4ServCommandStatus, type Tip4ServPayment } from './client';

/**
 * A local stand-in for Tip4Serv's store API: checks the key and the signature, answers the pending payments
 * (commands not yet acknowledged) and takes acknowledgements (see client.ts for the shapes).
 */
export async function startFakeTip4Serv(opts: { storeKey: string; payments: Tip4ServPayment[] }) {
  const key = parseStoreKey(opts.storeKey)!;
  const payments: Tip4ServPayment[] = structuredClone(opts.payments);
  /** paymentId:cmdId -> status, in the order received. */
  const acks: { paymentId: string; cmdId: string; status: Tip4ServCommandStatus }[] = [];
  const state = { failing: false, getDelayMs: 0 };
  const pending = () =>
    payments
      .map((p) => ({
        ...p,
        cmds: p.cmds.filter(
          (c) => !acks.some((a) => a.paymentId === String(p.id) && a.cmdId === String(c.id)),
        ),
      }))
      .filter((p) => p.cmds.length > 0);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.failing) return send(503, { error: 'Service unavailable' });
    const m = /^\/v1\/store\/server\/([^/]+)\/commands$/.exec(url.pathname);
    if (!m) return send(404, { error: 'Not found' });
    const time = Number(url.searchParams.get('time'));
    const expected = `Bearer ${opts.storeKey}:${tip4ServSignature(key, time)}`;
    if (m[1] !== key.serverId || req.headers.authorization !== expected)
      return send(401, { error: 'Invalid API key or signature' });
    if (req.method === 'GET') {
      const snapshot = pending();
      if (state.getDelayMs) setTimeout(() => send(200, snapshot), state.getDelayMs);
      else send(200, snapshot);
      return;
    }
    if (req.method !== 'POST') return send(405, { error: 'Method not allowed' });
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let body: Record<string, { action?: string; cmds?: Record<string, string> }>;
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return send(400, { error: 'Invalid JSON' });
      }
      for (const [paymentId, p] of Object.entries(body)) {
        for (const [cmdId, status] of Object.entries(p.cmds ?? {})) {
          if (status !== 'Executed' && status !== 'Not Executed') continue;
          if (acks.some((a) => a.paymentId === paymentId && a.cmdId === cmdId)) continue;
          acks.push({ paymentId, cmdId, status });
        }
      }
      send(200, { success: true });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    acks,
    /** New purchase arriving at the store. */
    addPayment: (p: Tip4ServPayment) => payments.push(structuredClone(p)),
    pending,
    /** Answer every request with 503 while set. */
    setFailing: (v: boolean) => (state.failing = v),
    /** Delay the pending-commands answer (so two runs can both read the same list). */
    setGetDelay: (ms: number) => (state.getDelayMs = ms),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
