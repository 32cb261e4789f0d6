import { HttpError } from '../../lib/errors';

/**
 * The companion ASA Bot's API. Its shape is not public; we assume a small JSON API (docs/integrations.md),
 * authenticated with the header `x-api-key`:
 * - GET  {apiUrl}/servers                -> { servers: AsaBotServer[] }
 * - GET  {apiUrl}/players                -> { players: AsaBotPlayer[] }
 * - POST {apiUrl}/servers/{id}/command   body { command } -> { success, response }
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
export interface AsaBotCommandResult {
  success: boolean;
  response: string;
}

export class AsaBotClient {
  constructor(private readonly opts: { apiUrl: string; apiKey: string; timeoutMs?: number }) {}

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(this.opts.apiUrl.replace(/\/$/, '') + path, {
        method,
        headers: {
          'x-api-key': this.opts.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
      });
    } catch (e) {
      throw new HttpError(502, `The ASA Bot could not be reached: ${(e as Error).message}`);
    }
    if (res.status === 401 || res.status === 403)
      throw new HttpError(502, 'The ASA Bot refused the API key.');
    if (res.status === 404 && method === 'POST')
      throw new HttpError(404, 'The ASA Bot does not know this server.');
    if (!res.ok) throw new HttpError(502, `The ASA Bot answered ${res.status}.`);
    try {
      return (await res.json()) as T;
    } catch {
      throw new HttpError(502, 'The ASA Bot answered something that is not JSON.');
    }
  }

  async servers() {
    return (await this.request<{ servers: AsaBotServer[] }>('GET', '/servers')).servers ?? [];
  }

  async players() {
    return (await this.request<{ players: AsaBotPlayer[] }>('GET', '/players')).players ?? [];
  }

  /** Runs an RCON command on one of the companion bot's servers (used when isExecuteCommands is on). */
  async command(serverId: string, command: string) {
    const r = await this.request<Partial<AsaBotCommandResult>>(
      'POST',
      `/servers/${encodeURIComponent(serverId)}/command`,
      { command },
    );
    return { success: r.success === true, response: String(r.response ?? '') };
  }
}
