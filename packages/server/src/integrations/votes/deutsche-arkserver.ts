import { fetchText, VoteSiteUnexpectedAnswer } from './http';

/**
 * deutsche-arkserver.de's vote API. ASSUMED (seen in one third-party vote plugin's configuration, not in
 * official documentation; see docs/integrations.md):
 * - `GET   {base}/api/v2/{apiKey}/server/{serverId}/votes/unclaimed` -> `{ data: [{id, username, timestamp,
 *   address}] }` (timestamp: unix seconds or an ISO date; both are accepted);
 * - `PATCH {base}/api/v2/{apiKey}/server/{serverId}/votes/batch` with `{"votes":[{"id":"1","claimed":true}]}`
 *   -> 2xx when the votes were marked claimed.
 * A vote key of an instance (`voteRewardKeys`, one per line) is written `serverId:apiKey`.
 */
export const DEUTSCHE_ARKSERVER_SITE = 'deutsche-arkserver.de';

export interface DeutscheArkServerVote {
  id: string;
  username: string;
  /** Vote time. */
  votedAt: Date;
  address: string;
}

export function parseDasKey(key: string): { serverId: string; apiKey: string } | null {
  const i = key.indexOf(':');
  if (i <= 0 || i === key.length - 1) return null;
  return { serverId: key.slice(0, i).trim(), apiKey: key.slice(i + 1).trim() };
}

const toDate = (v: unknown) => {
  if (typeof v === 'number' || /^\d+$/.test(String(v))) return new Date(Number(v) * 1000);
  return new Date(String(v));
};

export class DeutscheArkServerClient {
  constructor(private readonly opts: { apiUrl: string; timeoutMs?: number }) {}

  private base(key: string) {
    const k = parseDasKey(key);
    if (!k) throw new Error(`${DEUTSCHE_ARKSERVER_SITE}: a vote key must be written serverId:apiKey`);
    return `${this.opts.apiUrl.replace(/\/$/, '')}/api/v2/${encodeURIComponent(k.apiKey)}/server/${encodeURIComponent(k.serverId)}/votes`;
  }

  /**
   * Unclaimed votes of one key. The shape is assumed, so it is checked strictly: any answer that is not
   * `{data: [{id, username, timestamp}]}` throws VoteSiteUnexpectedAnswer (nothing is credited from it).
   */
  async unclaimed(key: string): Promise<DeutscheArkServerVote[]> {
    const text = await fetchText(DEUTSCHE_ARKSERVER_SITE, `${this.base(key)}/unclaimed`, {
      timeoutMs: this.opts.timeoutMs,
    });
    const unexpected = () =>
      new VoteSiteUnexpectedAnswer(DEUTSCHE_ARKSERVER_SITE, '{data: [{id, username, timestamp}]}', text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw unexpected();
    }
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw unexpected();
    return data.map((raw: unknown) => {
      const v = (raw ?? {}) as Record<string, unknown>;
      const id = typeof v.id === 'string' || typeof v.id === 'number' ? String(v.id) : '';
      const votedAt = v.timestamp === undefined || v.timestamp === null ? null : toDate(v.timestamp);
      if (!id || typeof v.username !== 'string' || !votedAt || Number.isNaN(votedAt.getTime()))
        throw unexpected();
      return { id, username: v.username, votedAt, address: String(v.address ?? '') };
    });
  }

  /** Marks votes claimed at the site (batch); throws when the site refuses. */
  async claim(key: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await fetchText(DEUTSCHE_ARKSERVER_SITE, `${this.base(key)}/batch`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ votes: ids.map((id) => ({ id, claimed: true })) }),
      timeoutMs: this.opts.timeoutMs,
    });
  }
}
