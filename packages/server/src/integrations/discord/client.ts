import { HttpError } from '../../lib/errors';

export interface DiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  avatar: string | null;
  email?: string | null;
}
export interface DiscordGuild {
  id: string;
  name: string;
  icon: string | null;
  owner_id?: string;
  owner?: boolean;
  /** The guild's language for community features (e.g. 'en-US', 'de'); on full guild objects only. */
  preferred_locale?: string;
}
export interface DiscordChannel {
  id: string;
  name: string;
  type: number;
  parent_id?: string | null;
  position?: number;
}
export interface DiscordRole {
  id: string;
  name: string;
  color: number;
  position: number;
  managed?: boolean;
}
export interface DiscordGuildMember {
  user?: { id: string };
  roles: string[];
}
export interface DiscordToken {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
  /**
   * For a bot authorization (scope `bot`): the guild the bot was added to, as Discord documents it in
   * "Advanced Bot Authorization" (the token answer carries a guild object).
   */
  guild?: DiscordGuild;
}

/** Retries after a 429 (Discord's rate limit) or, for reads, a 5xx; a longer wait is refused with a 503. */
const MAX_RETRIES = 3;
const MAX_RATE_LIMIT_WAIT_MS = 5_000;
const SERVER_ERROR_BACKOFF_MS = 250;

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/** How long a 429 asks to wait: the body's `retry_after` (seconds, fractional), else the Retry-After header. */
async function retryAfterMs(res: Response) {
  const body = (await res.json().catch(() => null)) as { retry_after?: unknown } | null;
  const seconds = Number(body?.retry_after ?? res.headers.get('retry-after') ?? 1);
  return Math.max(0, Number.isFinite(seconds) ? seconds * 1000 : 1000);
}

/**
 * Small Discord REST client (OAuth2 token exchange, users/@me, guilds, channels, roles) with a base URL
 * from settings, so tests point it at a local fake. Guild channel/role reads are cached briefly. Rate limits
 * are honoured: a 429 waits the `retry_after` Discord asks for (a global one pauses every request) and
 * retries, up to 3 times and 5 s per wait; longer waits answer 503 with the time to wait. Reads that meet a
 * 5xx are retried with a short backoff.
 */
export class DiscordClient {
  private cache = new Map<string, { until: number; value: unknown }>();
  /** Set by a global rate limit (429 with X-RateLimit-Global): every request waits until then. */
  private pausedUntil = 0;

  constructor(
    private readonly opts: {
      apiUrl: string;
      clientId: string;
      clientSecret: string;
      botToken: string;
      cacheSeconds: number;
    },
  ) {}

  get configured() {
    return this.opts.clientId !== '';
  }

  private async call<T>(
    path: string,
    init: RequestInit & { auth?: string; nullOn404?: boolean } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (init.auth) headers.authorization = init.auth;
    const method = (init.method ?? 'GET').toUpperCase();
    for (let attempt = 0; ; attempt++) {
      await sleep(this.pausedUntil - Date.now());
      let res: Response;
      try {
        res = await fetch(this.opts.apiUrl + path, { ...init, headers, signal: AbortSignal.timeout(10_000) });
      } catch (e) {
        throw new HttpError(502, `Discord could not be reached: ${(e as Error).message}`);
      }
      if (res.status === 429) {
        const wait = await retryAfterMs(res);
        if (wait > MAX_RATE_LIMIT_WAIT_MS || attempt >= MAX_RETRIES)
          throw new HttpError(
            503,
            `Discord is rate limiting these requests: try again in ${Math.ceil(wait / 1000)} s.`,
          );
        // a global limit holds every request of this token, not only this route
        if (res.headers.get('x-ratelimit-global') === 'true') this.pausedUntil = Date.now() + wait;
        await sleep(wait);
        continue;
      }
      // reads are safe to repeat when Discord itself fails for a moment
      if (res.status >= 500 && method === 'GET' && attempt < MAX_RETRIES) {
        await res.body?.cancel();
        await sleep(SERVER_ERROR_BACKOFF_MS * 2 ** attempt);
        continue;
      }
      if (res.status === 404 && init.nullOn404) return null as T;
      if (!res.ok) {
        const text = await res.text().catch(() => '');
        throw new HttpError(
          res.status === 401 ? 401 : 502,
          `Discord answered ${res.status}: ${text.slice(0, 200)}`,
        );
      }
      return (await res.json()) as T;
    }
  }

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value as T;
    const value = await load();
    this.cache.set(key, { until: Date.now() + this.opts.cacheSeconds * 1000, value });
    return value;
  }

  exchangeCode(code: string, redirectUri: string) {
    return this.call<DiscordToken>('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.opts.clientId,
        client_secret: this.opts.clientSecret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      }).toString(),
    });
  }

  me(accessToken: string) {
    return this.call<DiscordUser>('/users/@me', { auth: `Bearer ${accessToken}` });
  }

  myGuilds(accessToken: string) {
    return this.call<DiscordGuild[]>('/users/@me/guilds', { auth: `Bearer ${accessToken}` });
  }

  guild(guildId: string) {
    return this.call<DiscordGuild>(`/guilds/${encodeURIComponent(guildId)}`, {
      auth: `Bot ${this.opts.botToken}`,
    });
  }

  channels(guildId: string) {
    return this.cached(`channels:${guildId}`, () =>
      this.call<DiscordChannel[]>(`/guilds/${encodeURIComponent(guildId)}/channels`, {
        auth: `Bot ${this.opts.botToken}`,
      }),
    );
  }

  roles(guildId: string) {
    return this.cached(`roles:${guildId}`, () =>
      this.call<DiscordRole[]>(`/guilds/${encodeURIComponent(guildId)}/roles`, {
        auth: `Bot ${this.opts.botToken}`,
      }),
    );
  }

  /**
   * Role ids of a guild member (bot token), read fresh each time (they decide kit access); null when the
   * user is not a member of the guild.
   */
  async memberRoleIds(guildId: string, userId: string): Promise<string[] | null> {
    const member = await this.call<DiscordGuildMember | null>(
      `/guilds/${encodeURIComponent(guildId)}/members/${encodeURIComponent(userId)}`,
      { auth: `Bot ${this.opts.botToken}`, nullOn404: true },
    );
    return member ? (member.roles ?? []) : null;
  }

  avatarUrl(user: DiscordUser) {
    return user.avatar ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png` : '';
  }

  guildIconUrl(guild: DiscordGuild, size = 64) {
    return guild.icon ? `https://cdn.discordapp.com/icons/${guild.id}/${guild.icon}.png?size=${size}` : '';
  }
}
