import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  parseStoreKey,
  tip4ServAuthorization,
  tip4ServSignature,
  type Tip4ServCommandStatus,
  type Tip4ServPayment,
} from './client';

/**
 * A local stand-in for Tip4Serv's store API, answering as Tip4Serv's own open-source plugins expect
 * (repository Tip4Serv/tip4serv-minecraft-curseforge-mod, src/main/java/fr/yanis/tip4serv/T4SMain.java:
 * `httpGetCommands`, `httpPostUpdate`, `calculateHMAC`; the "No pending payments found" text from
 * Murgator/rust-donation-plugin-tip4serv Tip4serv.cs and Murgator/gmod-donation-addon-tip4serv
 * tip4serv/lua/tip4serv/tip4serv.lua). Certainty: header, signature, URL and the command states are verified
 * from that code; the 401 body for a bad signature is assumed (the plugins only look at "not 200").
 * - The request must carry `Authorization: Bearer SERVER_KEY:<base64 HMAC-SHA256(privateKey, serverId +
 *   publicKey + time)>` for the `time` query parameter; anything else is 401.
 * - GET answers the pending payments as a JSON list, or the JSON string "No pending payments found".
 * - POST takes `{paymentId: {action: "payment", cmds: {cmdId: "Executed" | "Not Executed"}}}`: "Executed"
 *   ends a command; "Not Executed" leaves it pending (it is sent again).
 */
export async function startFakeTip4Serv(opts: { storeKey: string; payments: Tip4ServPayment[] }) {
  const key = parseStoreKey(opts.storeKey)!;
  const payments: Tip4ServPayment[] = structuredClone(opts.payments);
  /** Acknowledgements in the order received. */
  const acks: { paymentId: string; cmdId: string; status: Tip4ServCommandStatus }[] = [];
  const state = { status: 0, raw: null as string | null, getDelayMs: 0 };
  const requests: { method: string; url: string; authorization: string }[] = [];
  const done = (paymentId: string, cmdId: string) =>
    acks.some((a) => a.paymentId === paymentId && a.cmdId === cmdId && a.status === 'Executed');
  const pending = () =>
    payments
      .map((p) => ({ ...p, cmds: p.cmds.filter((c) => !done(String(p.id), String(c.id))) }))
      .filter((p) => p.cmds.length > 0);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization ?? '',
    });
    if (state.status) return send(state.status, { error: `HTTP ${state.status}` });
    const m = /^\/v1\/store\/server\/([^/]+)\/commands$/.exec(url.pathname);
    if (!m) return send(404, { error: 'Not found' });
    const time = Number(url.searchParams.get('time'));
    const expected = tip4ServAuthorization(tip4ServSignature(key, time));
    if (m[1] !== key.serverId || req.headers.authorization !== expected)
      return send(401, { error: 'Invalid API key or signature' });
    if (req.method === 'GET') {
      if (state.raw !== null) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(state.raw);
        return;
      }
      const snapshot = pending();
      const body = snapshot.length ? snapshot : 'No pending payments found';
      if (state.getDelayMs) setTimeout(() => send(200, body), state.getDelayMs);
      else send(200, body);
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
        if (p.action !== 'payment') continue;
        for (const [cmdId, status] of Object.entries(p.cmds ?? {})) {
          if (status !== 'Executed' && status !== 'Not Executed') continue;
          if (done(paymentId, cmdId)) continue;
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
    /** Every request received (method, url with the time parameter, Authorization header), in order. */
    requests,
    /** New purchase arriving at the store. */
    addPayment: (p: Tip4ServPayment) => payments.push(structuredClone(p)),
    pending,
    /** Answer every request with this HTTP status (0 = normal answers), e.g. 429, 503, 500. */
    setStatus: (status: number) => (state.status = status),
    /** Answer GET with this raw 200 body instead of the pending list (null = normal answers). */
    setRawAnswer: (raw: string | null) => (state.raw = raw),
    /** Delay the pending-commands answer (so two runs can both read the same list). */
    setGetDelay: (ms: number) => (state.getDelayMs = ms),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
