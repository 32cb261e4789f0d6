import { fetchText, VoteSiteUnexpectedAnswer } from './http';

/**
 * ark-servers.net's public vote API (the same API as the other "*-servers" lists; shapes verified from
 * several public integrations). Every call is a GET on `{base}/api/?...` with the server key:
 * - check  `object=votes&element=claim&key=KEY&steamid=ID`             -> `0` not voted, `1` voted and not
 *   claimed, `2` voted and claimed (plain text);
 * - claim  `action=post&object=votes&element=claim&key=KEY&steamid=ID` -> `1` claimed now (give the reward),
 *   anything else means no reward;
 * - votes  `object=servers&element=votes&key=KEY&format=json&limit=N`  -> `{name, address, port, month,
 *   votes: [{date, timestamp, nickname, steamid, claimed: "0" | "1"}]}` (newest first). The family's
 *   documentation (minecraft-mp.com/help/api, same platform) says `limit` defaults to 100 and is at most 500
 *   ("Limited to the last 500 results"); there is no offset, so a full page is followed by per-player checks.
 * An unknown key answers a plain-text error (e.g. `Error: server key not found`), not JSON.
 */
export const ARK_SERVERS_SITE = 'ark-servers.net';

/** Largest vote list the site hands out in one call (documented maximum of `limit`). */
export const ARK_SERVERS_VOTE_LIMIT = 500;
/** Entries the site answers when it ignores `limit` (documented default). */
export const ARK_SERVERS_DEFAULT_LIMIT = 100;

/**
 * True when a vote list of this length may have been cut short: it holds the documented maximum, or exactly
 * the default page (a site that ignores `limit`). Older votes of the day may then be missing.
 */
export const mayBeCut = (entries: number) =>
  entries >= ARK_SERVERS_VOTE_LIMIT || entries === ARK_SERVERS_DEFAULT_LIMIT;

/** What a vote's `steamid` may hold: a SteamID64, an EOS id (ASA), or nothing. */
export const ARK_SERVERS_VOTER_ID = /^(\d{17}|[0-9a-f]{32})?$/i;

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

  /**
   * The server's latest votes (newest first, at most ARK_SERVERS_VOTE_LIMIT), with the server's name. A
   * plain-text `Error: ...` is an ordinary failure (wrong key); any other answer that is not the documented
   * list throws VoteSiteUnexpectedAnswer.
   */
  async votes(key: string): Promise<{ name: string; votes: ArkServersVote[] }> {
    const text = await this.get({
      object: 'servers',
      element: 'votes',
      key,
      format: 'json',
      limit: String(ARK_SERVERS_VOTE_LIMIT),
    });
    const expected = '{name, votes: [{timestamp, nickname, steamid, claimed}]}';
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      if (/^\s*error/i.test(text))
        throw new Error(`${ARK_SERVERS_SITE} answered ${JSON.stringify(text.trim().slice(0, 100))}`);
      throw new VoteSiteUnexpectedAnswer(ARK_SERVERS_SITE, expected, text);
    }
    const list = (body as { votes?: unknown } | null)?.votes;
    const isVote = (v: unknown) => {
      if (!v || typeof v !== 'object') return false;
      const x = v as Record<string, unknown>;
      return (
        /^\d+$/.test(String(x.timestamp)) &&
        typeof x.steamid === 'string' &&
        ['0', '1'].includes(String(x.claimed))
      );
    };
    if (!Array.isArray(list) || !list.every(isVote))
      throw new VoteSiteUnexpectedAnswer(ARK_SERVERS_SITE, expected, text);
    return {
      name: String((body as { name?: unknown }).name ?? ''),
      votes: (list as Record<string, unknown>[]).map((v) => ({
        date: String(v.date ?? ''),
        timestamp: Number(v.timestamp),
        nickname: String(v.nickname ?? ''),
        steamid: String(v.steamid),
        claimed: String(v.claimed),
      })),
    };
  }
}
