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

/**
 * Settings that may hold the admin (= RCON) password, in the order tried. `admin-password` in
 * `settings.config` is confirmed for ARK: Survival Evolved only (public Nitrado integrations); for ASA the
 * key is not documented publicly, so the other names ARK tools use are tried too (docs/integrations.md).
 */
export const ADMIN_PASSWORD_FIELDS = [
  'admin-password',
  'current-admin-password',
  'ServerAdminPassword',
  'server-admin-password',
];
const SETTINGS_GROUPS = ['config', 'game-specific', 'general'] as const;

/**
 * The admin password and where it was found (`config.admin-password`), or null when no candidate holds a
 * non-empty text. Never guesses: an unknown layout answers null.
 */
export function findAdminPassword(g: NitradoGameserver): { password: string; field: string } | null {
  for (const name of ADMIN_PASSWORD_FIELDS)
    for (const group of SETTINGS_GROUPS) {
      const v = g.settings?.[group]?.[name];
      if (typeof v === 'string' && v !== '') return { password: v, field: `${group}.${name}` };
    }
  return null;
}

/** The setting names (never values) of a game server, to tell the owner what Nitrado sent. */
export const settingNames = (g: NitradoGameserver) =>
  SETTINGS_GROUPS.map((group) => `${group}: [${Object.keys(g.settings?.[group] ?? {}).join(', ')}]`).join(
    '; ',
  );
