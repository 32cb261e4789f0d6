import { HttpError } from '../../lib/errors';

/** Nitrado's answers wrap their data: `{ status: 'success', data: {...} }`. */
interface Envelope<T> {
  status: string;
  message?: string;
  data: T;
}
export interface NitradoToken {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}
export interface NitradoService {
  id: number;
  status: string;
  type: string;
  username?: string;
  details: {
    name?: string;
    game?: string;
    address?: string;
    folder_short?: string;
    portlist_short?: string;
    slots?: number;
  };
}
export interface NitradoGameserver {
  status: string;
  service_id?: number;
  username?: string;
  game: string;
  game_human?: string;
  ip: string;
  port: number;
  query_port?: number;
  rcon_port?: number;
  slots: number;
  settings?: {
    config?: Record<string, string>;
    general?: Record<string, string>;
    'game-specific'?: Record<string, string>;
  };
  query?: { server_name?: string; map?: string; player_current?: number; player_max?: number };
  game_specific?: { path?: string };
}

/**
 * Nitrado REST + OAuth2 client (base URLs from settings). Token endpoint:
 * POST {oauthUrl}/oauth/v2/token; API: GET {apiUrl}/user, /services, /services/{id}/gameservers.
 */
export class NitradoClient {
  constructor(
    private readonly opts: { apiUrl: string; oauthUrl: string; clientId: string; clientSecret: string },
  ) {}

  authorizeUrl(redirectUri: string, state: string) {
    const u = new URL(`${this.opts.oauthUrl}/oauth/v2/auth`);
    u.search = new URLSearchParams({
      client_id: this.opts.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'service user_info',
      state,
    }).toString();
    return u.toString();
  }

  private async token(form: Record<string, string>): Promise<NitradoToken> {
    const res = await fetch(`${this.opts.oauthUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.opts.clientId,
        client_secret: this.opts.clientSecret,
        ...form,
      }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new HttpError(502, `Nitrado refused the login (${res.status}).`);
    return (await res.json()) as NitradoToken;
  }

  exchangeCode(code: string, redirectUri: string) {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string) {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async get<T>(path: string, accessToken: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(this.opts.apiUrl + path, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new HttpError(502, `Nitrado could not be reached: ${(e as Error).message}`);
    }
    if (res.status === 401) throw new HttpError(401, 'The Nitrado login has expired.');
    if (!res.ok) throw new HttpError(502, `Nitrado answered ${res.status}.`);
    return ((await res.json()) as Envelope<T>).data;
  }

  async user(accessToken: string) {
    return (await this.get<{ user: { user_id: number; username: string } }>('/user', accessToken)).user;
  }

  async services(accessToken: string) {
    return (await this.get<{ services: NitradoService[] }>('/services', accessToken)).services;
  }

  async gameserver(accessToken: string, serviceId: number) {
    return (
      await this.get<{ gameserver: NitradoGameserver }>(`/services/${serviceId}/gameservers`, accessToken)
    ).gameserver;
  }
}

/** ARK: Survival Ascended game servers of an account (Nitrado's folder_short for ASA is 'arksa'). */
export const isAsaService = (s: NitradoService) =>
  s.type === 'gameserver' &&
  (s.details.folder_short === 'arksa' || /ark.*ascended|arksa/i.test(s.details.game ?? ''));

/** The admin (= RCON) password; the ASA key is not documented publicly, so several known keys are tried. */
export function adminPasswordOf(g: NitradoGameserver): string {
  const c = {
    ...(g.settings?.general ?? {}),
    ...(g.settings?.config ?? {}),
    ...(g.settings?.['game-specific'] ?? {}),
  };
  return (
    c['admin-password'] ??
    c['current-admin-password'] ??
    c['ServerAdminPassword'] ??
    c['server-admin-password'] ??
    ''
  );
}
