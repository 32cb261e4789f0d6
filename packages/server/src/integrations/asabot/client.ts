import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { endpoint, guardedFetch, OutboundRefused } from '../../lib/outbound-guard';

/**
 * The companion ASA Bot's API. Its shape is not public; we assume a small JSON API (docs/integrations.md),
 * authenticated with the header `x-api-key`:
 * - GET  {apiUrl}/servers                -> { servers: AsaBotServer[] }
 * - GET  {apiUrl}/players                -> { players: AsaBotPlayer[] }
 * - POST {apiUrl}/servers/{id}/command   body { command } -> { success, response }
 * The API URL can be set per instance, so every request goes through the outbound guard (private targets
 * refused unless allowed, no redirects, paths built with URL), and answers are parsed into these shapes:
 * only the listed fields of a well-formed answer are ever used, never the raw body.
 */
const text = (max: number) => z.string().max(max);
const port = z.number().int().min(0).max(65535);
const serverShape = z.object({
  id: z.union([text(100), z.number().int()]).transform(String),
  name: text(200),
  host: text(255),
  gamePort: port,
  rconPort: port,
  rconPassword: text(200),
  clusterId: text(200).optional(),
  map: text(200).optional(),
  maxPlayers: z.number().int().min(0).max(10_000).optional(),
});
const playerShape = z.object({ discordId: text(30), eosId: text(100), name: text(200) });
const serversAnswer = z.object({ servers: z.array(serverShape).max(1000) });
const playersAnswer = z.object({ players: z.array(playerShape).max(100_000) });
const commandAnswer = z.object({ success: z.boolean().optional(), response: z.unknown().optional() });

export type AsaBotServer = z.output<typeof serverShape>;
export type AsaBotPlayer = z.output<typeof playerShape>;
export interface AsaBotCommandResult {
  success: boolean;
  response: string;
}

export class AsaBotClient {
  constructor(
    private readonly opts: { apiUrl: string; apiKey: string; timeoutMs?: number; allowPrivate: boolean },
  ) {}

  private async request<T>(
    shape: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string[],
    body?: unknown,
  ): Promise<T> {
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
    let parsed;
    try {
      parsed = shape.safeParse(await res.json());
    } catch {
      parsed = null;
    }
    if (!parsed?.success)
      throw new HttpError(502, 'The ASA Bot answered something this bot does not understand.');
    return parsed.data;
  }

  async servers(): Promise<AsaBotServer[]> {
    return (await this.request(serversAnswer, 'GET', ['servers'])).servers;
  }

  async players(): Promise<AsaBotPlayer[]> {
    return (await this.request(playersAnswer, 'GET', ['players'])).players;
  }

  /** Runs an RCON command on one of the companion bot's servers (used when isExecuteCommands is on). */
  async command(serverId: string, command: string) {
    const r = await this.request(commandAnswer, 'POST', ['servers', serverId, 'command'], { command });
    return { success: r.success === true, response: typeof r.response === 'string' ? r.response : '' };
  }
}
