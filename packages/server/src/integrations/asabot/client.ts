import { HttpError } from '../../lib/errors';
import { endpoint, guardedFetch, OutboundRefused } from '../../lib/outbound-guard';

/**
 * The companion ASA Bot's API. Its shape is not public; we assume a small JSON API (docs/integrations.md),
 * authenticated with the header `x-api-key`:
 * - GET  {apiUrl}/servers                -> { servers: AsaBotServer[] }
 * - GET  {apiUrl}/players                -> { players: AsaBotPlayer[] }
 * - POST {apiUrl}/servers/{id}/command   body { command } -> { success, response }
 * The API URL can be set per instance, so every request goes through the outbound guard (private targets
 * refused unless allowed, no redirects, paths built with URL; docs/security.md).
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

/** An answer that does not have the assumed shape: nothing is imported or synced from it. */
export class AsaBotUnexpectedAnswer extends HttpError {
  constructor(
    readonly expected: string,
    readonly received: string,
  ) {
    super(502, `The ASA Bot answered in an unexpected shape (expected ${expected}).`);
  }
}

const isId = (v: unknown) => (typeof v === 'string' && v !== '') || typeof v === 'number';
const isPort = (v: unknown) => Number.isInteger(v) && (v as number) > 0 && (v as number) < 65536;
const isServer = (v: unknown) => {
  const s = (v ?? {}) as Record<string, unknown>;
  return isId(s.id) && typeof s.host === 'string' && isPort(s.rconPort) && typeof s.rconPassword === 'string';
};
const isPlayer = (v: unknown) => isId(((v ?? {}) as Record<string, unknown>).discordId);

export class AsaBotClient {
  constructor(
    private readonly opts: { apiUrl: string; apiKey: string; timeoutMs?: number; allowPrivate: boolean },
  ) {}

  private async request<T>(method: 'GET' | 'POST', path: string[], body?: unknown): Promise<T> {
    return JSON.parse(await this.requestText(method, path, body)) as T;
  }

  /** The answer's text; throws HttpError for refusals and transport failures, Unexpected for non-JSON. */
  private async requestText(method: 'GET' | 'POST', path: string[], body?: unknown): Promise<string> {
    let res;
    try {
      res = await guardedFetch(
        endpoint(this.opts.apiUrl, ...path),
        {
          method,
          headers: {
            'x-api-key': this.opts.apiKey,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
        },
        { allowPrivate: this.opts.allowPrivate },
      );
    } catch (e) {
      const refused =
        e instanceof OutboundRefused || (e as { cause?: unknown }).cause instanceof OutboundRefused;
      throw new HttpError(
        502,
        refused
          ? 'The ASA Bot API URL points to a private or local network address, which is not allowed here.'
          : 'The ASA Bot could not be reached.',
      );
    }
    if (res.status === 401 || res.status === 403)
      throw new HttpError(502, 'The ASA Bot refused the API key.');
    if (res.status === 404 && method === 'POST')
      throw new HttpError(404, 'The ASA Bot does not know this server.');
    if (!res.ok) throw new HttpError(502, `The ASA Bot answered ${res.status}.`);
    const text = await res.text();
    try {
      JSON.parse(text);
    } catch {
      throw new AsaBotUnexpectedAnswer('JSON', text);
    }
    return text;
  }

  /** A list read with its shape checked (the API is assumed): anything else throws AsaBotUnexpectedAnswer. */
  private async list<T>(path: string[], field: string, expected: string, valid: (v: unknown) => boolean) {
    const text = await this.requestText('GET', path);
    const items = (JSON.parse(text) as Record<string, unknown> | null)?.[field];
    if (!Array.isArray(items) || !items.every(valid)) throw new AsaBotUnexpectedAnswer(expected, text);
    return items as T[];
  }

  servers() {
    return this.list<AsaBotServer>(
      ['servers'],
      'servers',
      '{servers: [{id, name, host, gamePort, rconPort, rconPassword}]}',
      isServer,
    );
  }

  players() {
    return this.list<AsaBotPlayer>(['players'], 'players', '{players: [{discordId, eosId, name}]}', isPlayer);
  }

  /** Runs an RCON command on one of the companion bot's servers (used when isExecuteCommands is on). */
  async command(serverId: string, command: string) {
    const r = await this.request<Partial<AsaBotCommandResult>>('POST', ['servers', serverId, 'command'], {
      command,
    });
    return { success: r.success === true, response: String(r.response ?? '') };
  }
}
