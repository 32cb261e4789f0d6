import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DiscordChannel, DiscordGuild, DiscordRole, DiscordUser } from './client';

export interface FakeDiscordData {
  /** OAuth code -> the Discord user it logs in. */
  codes: Record<string, DiscordUser>;
  guilds: (DiscordGuild & { channels: DiscordChannel[]; roles: DiscordRole[]; members: string[] })[];
  botToken: string;
  clientId: string;
  clientSecret: string;
}

/**
 * A local stand-in for Discord's REST API (v10 JSON shapes): the OAuth2 token exchange, users/@me,
 * users/@me/guilds, and the bot-token reads of guilds, channels and roles. Used by tests and by demo mode.
 */
export async function startFakeDiscord(
  data: FakeDiscordData,
): Promise<{ url: string; close(): Promise<void>; calls: string[] }> {
  const tokens = new Map<string, DiscordUser>();
  const calls: string[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/api\/v10/, '');
    calls.push(`${req.method} ${path}`);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const auth = req.headers.authorization ?? '';
    if (req.method === 'POST' && path === '/oauth2/token') {
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== data.clientId || form.get('client_secret') !== data.clientSecret)
        return send(401, { error: 'invalid_client' });
      const user = data.codes[form.get('code') ?? ''];
      if (!user)
        return send(400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      const access = `at-${user.id}-${Math.random().toString(36).slice(2)}`;
      tokens.set(access, user);
      return send(200, {
        access_token: access,
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: `rt-${user.id}`,
        scope: 'identify email guilds',
      });
    }
    if (path.startsWith('/users/@me')) {
      const user = tokens.get(auth.replace(/^Bearer /, ''));
      if (!user) return send(401, { message: '401: Unauthorized', code: 0 });
      if (path === '/users/@me') return send(200, user);
      if (path === '/users/@me/guilds')
        return send(
          200,
          data.guilds
            .filter((g) => g.members.includes(user.id) || g.owner_id === user.id)
            .map((g) => ({
              id: g.id,
              name: g.name,
              icon: g.icon,
              owner: g.owner_id === user.id,
              permissions: '0',
            })),
        );
    }
    const m = /^\/guilds\/([^/]+)(\/channels|\/roles)?$/.exec(path);
    if (m) {
      if (auth !== `Bot ${data.botToken}`) return send(401, { message: '401: Unauthorized', code: 0 });
      const g = data.guilds.find((x) => x.id === m[1]);
      if (!g) return send(404, { message: 'Unknown Guild', code: 10004 });
      if (m[2] === '/channels') return send(200, g.channels);
      if (m[2] === '/roles') return send(200, g.roles);
      return send(200, { id: g.id, name: g.name, icon: g.icon, owner_id: g.owner_id });
    }
    send(404, { message: '404: Not Found', code: 0 });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v10`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
