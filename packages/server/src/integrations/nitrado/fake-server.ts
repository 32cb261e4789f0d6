import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NitradoGameserver, NitradoService } from './client';

export interface FakeNitradoAccount {
  userId: number;
  username: string;
  code: string;
  services: (NitradoService & { gameserver: NitradoGameserver })[];
}

/**
 * A local stand-in for Nitrado: OAuth2 token endpoint (authorization_code and refresh_token grants) and the
 * REST calls the product uses, with Nitrado's `{status, data}` envelopes. Tokens can be expired on demand.
 *
 * Evidence: the OAuth2 flow, the envelopes and the `/user`, `/services`, `/services/{id}/gameservers`
 * shapes follow Nitrado's API documentation (doc.nitrado.net) and public integrations (verified). Where an
 * ASA service keeps its RCON password is NOT verified: `settings.config['admin-password']` below is the
 * ARK: Survival Evolved key; no public code reading an ASA service's password was found (searched public
 * code for Nitrado `admin-password` / `current-admin-password` / `ServerAdminPassword` usage with ASA).
 * Tests also serve other layouts (see features/nitrado/nitrado-password.test.ts).
 */
export async function startFakeNitrado(opts: {
  clientId: string;
  clientSecret: string;
  accounts: FakeNitradoAccount[];
}) {
  const access = new Map<string, FakeNitradoAccount>();
  const refresh = new Map<string, FakeNitradoAccount>();
  const calls: string[] = [];
  let n = 0;
  const issue = (acc: FakeNitradoAccount) => {
    const at = `nat-${acc.userId}-${++n}`;
    const rt = `nrt-${acc.userId}-${n}`;
    access.set(at, acc);
    refresh.set(rt, acc);
    return {
      access_token: at,
      refresh_token: rt,
      expires_in: 3600,
      token_type: 'bearer',
      scope: 'service user_info',
    };
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/oauth/v2/auth') {
      // the user "approves" at once: back to the app with the first account's code
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid/');
      back.searchParams.set('code', opts.accounts[0]?.code ?? '');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/oauth/v2/token') {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      if (form.get('client_id') !== opts.clientId || form.get('client_secret') !== opts.clientSecret)
        return send(401, { error: 'invalid_client' });
      const acc =
        form.get('grant_type') === 'authorization_code'
          ? opts.accounts.find((a) => a.code === form.get('code'))
          : refresh.get(form.get('refresh_token') ?? '');
      if (!acc) return send(400, { error: 'invalid_grant' });
      if (form.get('grant_type') === 'refresh_token') refresh.delete(form.get('refresh_token')!);
      return send(200, issue(acc));
    }
    const acc = access.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!acc)
      return send(401, { status: 'error', message: 'The provided access token is not valid (anymore).' });
    if (url.pathname === '/user')
      return send(200, {
        status: 'success',
        data: { user: { user_id: acc.userId, username: acc.username } },
      });
    if (url.pathname === '/services')
      return send(200, {
        status: 'success',
        data: { services: acc.services.map(({ gameserver: _g, ...s }) => s) },
      });
    const m = /^\/services\/(\d+)\/gameservers$/.exec(url.pathname);
    const svc = m && acc.services.find((s) => s.id === Number(m[1]));
    if (svc) return send(200, { status: 'success', data: { gameserver: svc.gameserver } });
    send(404, { status: 'error', message: 'Not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Makes every access token invalid (as if they expired at Nitrado). */
    expireAccessTokens: () => access.clear(),
    /** Makes every refresh token invalid too (the account must log in again). */
    revokeAll: () => {
      access.clear();
      refresh.clear();
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * One ASA game server as Nitrado lists it: the `/services` entry (with `details.folder_short: 'arksa'`) and
 * its `/services/{id}/gameservers` details (ip, port, query_port, rcon_port, slots, settings.config with
 * the admin password, settings.general.clusterid, query.server_name/map).
 */
export function fakeAsaService(id: number, name: string, over: Partial<NitradoGameserver> = {}) {
  return {
    id,
    status: 'active',
    type: 'gameserver',
    username: `ni${id}_1`,
    details: {
      name,
      game: 'ARK: Survival Ascended',
      address: `203.0.113.${id % 250}:7777`,
      folder_short: 'arksa',
      portlist_short: 'arksa',
      slots: 70,
    },
    gameserver: {
      status: 'started',
      service_id: id,
      username: `ni${id}_1`,
      game: 'arksa',
      game_human: 'ARK: Survival Ascended',
      ip: `203.0.113.${id % 250}`,
      port: 7777,
      query_port: 27015,
      rcon_port: 27020,
      slots: 70,
      settings: {
        config: { 'admin-password': `admin-${id}`, 'active-mods': '' },
        general: { clusterid: 'cluster-a' },
      },
      query: { server_name: name, map: 'TheIsland_WP', player_current: 0, player_max: 70 },
      ...over,
    },
  };
}
