import { fetchText } from './http';

/**
 * ark-servers.net's public vote API (the same API as the other "*-servers" lists; shapes verified from
 * several public integrations). Every call is a GET on `{base}/api/?...` with the server key:
 * - check  `object=votes&element=claim&key=KEY&steamid=ID`             -> `0` not voted, `1` voted and not
 *   claimed, `2` voted and claimed (plain text);
 * - claim  `action=post&object=votes&element=claim&key=KEY&steamid=ID` -> `1` claimed now (give the reward),
 *   anything else means no reward;
 * - votes  `object=servers&element=votes&key=KEY&format=json`          -> `{name, address, port, month,
 *   votes: [{date, timestamp, nickname, steamid, claimed: "0" | "1"}]}` (newest first).
 * An unknown key answers a plain-text error (e.g. `Error: server key not found`), not JSON.
 */
export const ARK_SERVERS_SITE = 'ark-servers.net';

export interface ArkServersVote {
  date: string;
  /** Unix seconds. */
  timestamp: number;
  nickname: string;
  steamid: string;
  claimed: string;
}
export type VoteCheck = 0 | 1 | 2;

export class ArkServersClient {
  constructor(private readonly opts: { apiUrl: string; timeoutMs?: number }) {}

  private url(params: Record<string, string>) {
    return `${this.opts.apiUrl.replace(/\/$/, '')}/api/?${new URLSearchParams(params).toString()}`;
  }

  private get(params: Record<string, string>) {
    return fetchText(ARK_SERVERS_SITE, this.url(params), { timeoutMs: this.opts.timeoutMs });
  }

  /** 0 not voted, 1 voted and not claimed, 2 voted and already claimed. */
  async check(key: string, steamId: string): Promise<VoteCheck> {
    const text = (await this.get({ object: 'votes', element: 'claim', key, steamid: steamId })).trim();
    if (text === '0' || text === '1' || text === '2') return Number(text) as VoteCheck;
    throw new Error(`${ARK_SERVERS_SITE} answered ${JSON.stringify(text.slice(0, 100))}`);
  }

  /** True only when this call claimed the vote (`1`): the caller may then give the reward. */
  async claim(key: string, steamId: string): Promise<boolean> {
    const text = await this.get({
      action: 'post',
      object: 'votes',
      element: 'claim',
      key,
      steamid: steamId,
    });
    return text.trim() === '1';
  }

  /** The server's recent votes (the site lists the current month, newest first). */
  async votes(key: string): Promise<ArkServersVote[]> {
    const text = await this.get({ object: 'servers', element: 'votes', key, format: 'json' });
    let body: { votes?: unknown };
    try {
      body = JSON.parse(text) as { votes?: unknown };
    } catch {
      throw new Error(`${ARK_SERVERS_SITE} answered ${JSON.stringify(text.trim().slice(0, 100))}`);
    }
    if (!body || !Array.isArray(body.votes)) throw new Error(`${ARK_SERVERS_SITE} answered no vote list`);
    return (body.votes as Record<string, unknown>[]).map((v) => ({
      date: String(v.date ?? ''),
      timestamp: Number(v.timestamp ?? 0),
      nickname: String(v.nickname ?? ''),
      steamid: String(v.steamid ?? ''),
      claimed: String(v.claimed ?? '0'),
    }));
  }
}
