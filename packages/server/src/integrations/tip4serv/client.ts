import crypto from 'node:crypto';

/**
 * Tip4Serv store API (as Tip4Serv's own open-source plugins call it): the store key is
 * `serverId.privateKey.publicKey`; each call is signed with base64(HMAC-SHA256(privateKey, serverId +
 * publicKey + unixTime)) and sent as `Authorization: Bearer <store key>:<signature>`. The connection check
 * is the pending-commands GET succeeding.
 */
export interface Tip4ServPayment {
  id: string | number;
  player?: string;
  cmds: { id: string | number; str: string; state: string }[];
}

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
  constructor(private readonly opts: { apiUrl: string; now?: () => number }) {}

  /** Pending purchases of the store; throws an Error with a readable message on any failure. */
  async pending(storeKey: string): Promise<Tip4ServPayment[]> {
    const k = parseStoreKey(storeKey);
    if (!k) throw new Error('the API key is not in the form serverId.privateKey.publicKey');
    const time = Math.floor((this.opts.now?.() ?? Date.now()) / 1000);
    let res: Response;
    try {
      res = await fetch(
        `${this.opts.apiUrl}/v1/store/server/${encodeURIComponent(k.serverId)}/commands?time=${time}`,
        {
          headers: { authorization: `Bearer ${storeKey}:${tip4ServSignature(k, time)}` },
          signal: AbortSignal.timeout(10_000),
        },
      );
    } catch (e) {
      throw new Error(`Tip4Serv could not be reached (${(e as Error).message})`);
    }
    const text = await res.text();
    if (!res.ok) {
      let detail = text.slice(0, 200);
      try {
        detail =
          (JSON.parse(text) as { message?: string; error?: string }).message ??
          (JSON.parse(text) as { error?: string }).error ??
          detail;
      } catch {
        /* plain text */
      }
      throw new Error(`HTTP ${res.status}${detail ? `: ${detail}` : ''}`);
    }
    return JSON.parse(text) as Tip4ServPayment[];
  }
}
