import { HttpError } from '../../lib/errors';

/**
 * The companion ASA Bot's API. Its shape is not public; we assume a small JSON API (docs/integrations.md):
 * GET {apiUrl}/servers -> { servers: AsaBotServer[] }, GET {apiUrl}/players -> { players: AsaBotPlayer[] },
 * authenticated with the header `x-api-key`.
 */
export interface AsaBotServer {
  id: string;
  name: string;
  host: string;
  gamePort: number;
  rconPort: number;
  rconPassword: string;
  clusterId?: string;
  map?: string;
  maxPlayers?: number;
}
export interface AsaBotPlayer {
  discordId: string;
  eosId: string;
  name: string;
}

export class AsaBotClient {
  constructor(private readonly opts: { apiUrl: string; apiKey: string }) {}

  private async get<T>(path: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(this.opts.apiUrl.replace(/\/$/, '') + path, {
        headers: { 'x-api-key': this.opts.apiKey },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new HttpError(502, `The ASA Bot could not be reached: ${(e as Error).message}`);
    }
    if (res.status === 401 || res.status === 403)
      throw new HttpError(502, 'The ASA Bot refused the API key.');
    if (!res.ok) throw new HttpError(502, `The ASA Bot answered ${res.status}.`);
    return (await res.json()) as T;
  }

  async servers() {
    return (await this.get<{ servers: AsaBotServer[] }>('/servers')).servers;
  }

  async players() {
    return (await this.get<{ players: AsaBotPlayer[] }>('/players')).players;
  }
}
