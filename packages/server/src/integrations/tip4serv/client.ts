import crypto from 'node:crypto';

/**
 * Tip4Serv store API, built as Tip4Serv's own open-source plugins call it (evidence and certainty in
 * docs/integrations.md; repository Tip4Serv/tip4serv-minecraft-curseforge-mod,
 * src/main/java/fr/yanis/tip4serv/T4SMain.java and Tip4ServKey.java):
 * - the store key is `serverId.privateKey.publicKey`; the private key never leaves this process;
 * - each call is signed with base64(HMAC-SHA256(privateKey, serverId + publicKey + unixTime)) and sent as the
 *   literal `Authorization: Bearer SERVER_KEY:<signature>` to
 *   `{api}/v1/store/server/{serverId}/commands?time=<unixTime>`;
 * - `GET` answers the pending payments `[{id, player, cmds: [{id, str, state}]}]`; any answer that is not a
 *   list means "No pending payments found" (the plugins show that text and do nothing);
 * - a non-200 answer makes the plugins skip the run; we skip 429 and 503 quietly and count other statuses
 *   as failures (a wrong key must reach the owner);
 * - `POST` to the same address with `{<paymentId>: {action: "payment", cmds: {<cmdId>: "Executed" |
 *   "Not Executed"}}}` reports the outcome. "Not Executed" means "not run yet, send it again"; a command
 *   that was handed over and will never run is reported "Executed", as the plugins do when the game
 *   rejects a command.
 */
export interface Tip4ServPayment {
  id: string | number;
  player?: string;
  cmds: { id: string | number; str: string; state: string }[];
}

export type Tip4ServCommandStatus = 'Executed' | 'Not Executed';
/** paymentId -> commandId -> status. */
export type Tip4ServAck = Record<string, Record<string, Tip4ServCommandStatus>>;

/** HTTP statuses after which the plugins simply try again next run (rate limit, maintenance). */
export const TIP4SERV_SKIP_STATUSES = [429, 503];

/** Tip4Serv asked us to come back later (429/503): not a failure, nothing to report. */
export class Tip4ServBusy extends Error {
  constructor(readonly status: number) {
    super(`Tip4Serv is busy (HTTP ${status}); the next run tries again`);
  }
}

/** A 200 answer whose list does not have the payments shape: nothing is delivered. */
export class Tip4ServUnexpectedAnswer extends Error {
  constructor(readonly received: string) {
    super('Tip4Serv answered a payment list in an unexpected shape');
  }
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

/** The Authorization header exactly as the official plugins send it. */
export const tip4ServAuthorization = (signature: string) => `Bearer SERVER_KEY:${signature}`;

const isPayment = (p: unknown): p is Tip4ServPayment => {
  if (!p || typeof p !== 'object') return false;
  const { id, cmds } = p as Record<string, unknown>;
  return (
    (typeof id === 'string' || typeof id === 'number') &&
    Array.isArray(cmds) &&
    cmds.every((c: unknown) => {
      if (!c || typeof c !== 'object') return false;
      const cmd = c as Record<string, unknown>;
      return (typeof cmd.id === 'string' || typeof cmd.id === 'number') && typeof cmd.str === 'string';
    })
  );
};

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
            authorization: tip4ServAuthorization(tip4ServSignature(k, time)),
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
    if (TIP4SERV_SKIP_STATUSES.includes(res.status)) throw new Tip4ServBusy(res.status);
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

  /**
   * Pending purchases of the store ([] when Tip4Serv answers anything but a list, e.g. "No pending payments
   * found"). Throws Tip4ServBusy on 429/503, Tip4ServUnexpectedAnswer for a list of the wrong shape, and an
   * Error with a readable message on any other failure.
   */
  async pending(storeKey: string): Promise<Tip4ServPayment[]> {
    const text = await this.request(storeKey, 'GET');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [];
    }
    if (!Array.isArray(body)) return [];
    if (!body.every(isPayment)) throw new Tip4ServUnexpectedAnswer(text.slice(0, 300));
    return body;
  }

  /** Reports the outcome of commands; acknowledged commands stop being pending at Tip4Serv. */
  async acknowledge(storeKey: string, ack: Tip4ServAck): Promise<void> {
    if (Object.keys(ack).length === 0) return;
    const body: Record<string, { action: 'payment'; cmds: Record<string, Tip4ServCommandStatus> }> = {};
    for (const [paymentId, cmds] of Object.entries(ack)) body[paymentId] = { action: 'payment', cmds };
    await this.request(storeKey, 'POST', body);
  }
}
