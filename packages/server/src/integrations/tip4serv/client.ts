import crypto from 'node:crypto';

/**
 * Tip4Serv store API (as Tip4Serv's own open-source plugins call it): the store key is
 * `serverId.privateKey.publicKey`; each call is signed with base64(HMAC-SHA256(privateKey, serverId +
 * publicKey + unixTime)) and sent as `Authorization: Bearer <store key>:<signature>`.
 * - `GET  {api}/v1/store/server/{serverId}/commands?time=TS` -> pending payments
 *   `[{id, player, cmds: [{id, str, state: "Execute" | "Must be online"}]}]`;
 * - `POST` to the same address with `{<paymentId>: {action: "payment", cmds: {<cmdId>: "Executed" |
 *   "Not Executed"}}}` reports what was done (acknowledged commands are no longer pending).
 * The connection check is the pending-commands GET succeeding.
 */
export interface Tip4ServPayment {
  id: string | number;
  player?: string;
  cmds: { id: string | number; str: string; state: string }[];
}

export type Tip4ServCommandStatus = 'Executed' | 'Not Executed';
/** paymentId -> commandId -> status. */
export type Tip4ServAck = Record<string, Record<string, Tip4ServCommandStatus>>;

export function parseStoreKey(key: string) {
  const [serverId, privateKey, publicKey] = key.trim().split('.');
  if (!serverId || !privateKey || !publicKey) return null;
  return { serverId, privateKey, publicKey };
}

export const tip4ServSignature = (
  k: { serverId: string; privateKey: string; publicKey: string },
  time: number,
) => crypto.createHmac('sha256', k.privateKey).update(`${k.serverId}${k.publicKey}${time}`).digest('base64');

export class Tip4ServClient {
  constructor(private readonly opts: { apiUrl: string; now?: () => number; timeoutMs?: number }) {}

  private async request(storeKey: string, method: 'GET' | 'POST', body?: unknown): Promise<string> {
    const k = parseStoreKey(storeKey);
    if (!k) throw new Error('the API key is not in the form serverId.privateKey.publicKey');
    const time = Math.floor((this.opts.now?.() ?? Date.now()) / 1000);
    let res: Response;
    try {
      res = await fetch(
        `${this.opts.apiUrl}/v1/store/server/${encodeURIComponent(k.serverId)}/commands?time=${time}`,
        {
          method,
          headers: {
            authorization: `Bearer ${storeKey.trim()}:${tip4ServSignature(k, time)}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
        },
      );
    } catch (e) {
      throw new Error(`Tip4Serv could not be reached (${(e as Error).message})`);
    }
    const text = await res.text();
    if (!res.ok) {
      let detail = text.slice(0, 200);
      try {
        const parsed = JSON.parse(text) as { message?: string; error?: string };
        detail = parsed.message ?? parsed.error ?? detail;
      } catch {
        /* plain text */
      }
      throw new Error(`HTTP ${res.status}${detail ? `: ${detail}` : ''}`);
    }
    return text;
  }

  /** Pending purchases of the store; throws an Error with a readable message on any failure. */
  async pending(storeKey: string): Promise<Tip4ServPayment[]> {
    const text = await this.request(storeKey, 'GET');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error('Tip4Serv answered something that is not JSON');
    }
    if (!Array.isArray(body)) throw new Error('Tip4Serv answered no payment list');
    return (body as Tip4ServPayment[]).map((p) => ({ ...p, cmds: Array.isArray(p.cmds) ? p.cmds : [] }));
  }

  /** Reports executed / not executed commands; they stop being pending at Tip4Serv. */
  async acknowledge(storeKey: string, ack: Tip4ServAck): Promise<void> {
    if (Object.keys(ack).length === 0) return;
    const body: Record<string, { action: 'payment'; cmds: Record<string, Tip4ServCommandStatus> }> = {};
    for (const [paymentId, cmds] of Object.entries(ack)) body[paymentId] = { action: 'payment', cmds };
    await this.request(storeKey, 'POST', body);
  }
}
