import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the two vote sites, speaking their JSON/text (see ark-servers.ts and
 * deutsche-arkserver.ts). Used by tests and by demo mode; they listen on 127.0.0.1 only.
 *
 * Evidence (docs/integrations.md has the table):
 * - ark-servers.net: the check/claim answers (`0`/`1`/`2`, `1` = claimed now) and the JSON vote list follow
 *   public integrations of the "*-servers" site family; `limit` (default 100, at most 500, newest first,
 *   no offset) follows that family's documentation at minecraft-mp.com/help/api ("Limited to the last 500
 *   results"), and public code for conan-exiles.com of the same family passes `limit`. Verified by analogy
 *   (same platform), not on ark-servers.net itself. Whether `steamid` holds EOS ids for ASA: unverified.
 * - deutsche-arkserver.de: ASSUMED; no official documentation found, the URL scheme comes from one
 *   third-party plugin configuration.
 */

/** A local HTTP server that logs each call and answers 500 to everything while `failing` is set. */
async function listen(handler: http.RequestListener) {
  const calls: string[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    if (state.failing) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests received, as `METHOD url`. */
    calls,
    get failing() {
      return state.failing;
    },
    set failing(v: boolean) {
      state.failing = v;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const DAY_MS = 86_400_000;
/** ark-servers.net vote list: entries when `limit` is not given, and the largest `limit` honoured. */
const DEFAULT_VOTE_LIMIT = 100;
const MAX_VOTE_LIMIT = 500;

interface ArkVote {
  timestamp: number;
  steamid: string;
  nickname: string;
  claimed: boolean;
}

/** ark-servers.net: `/api/?object=votes&element=claim...`, `?action=post...` and the JSON vote list. */
export async function startFakeArkServers(opts: {
  keys: string[];
  now?: () => Date;
  /** Largest `limit` honoured (the site's documented 500 unless a test needs a full page sooner). */
  maxLimit?: number;
}) {
  const now = () => (opts.now?.() ?? new Date()).getTime();
  const state = { raw: null as string | null };
  const votes = new Map<string, ArkVote[]>(opts.keys.map((k) => [k, []]));
  const recent = (key: string, steamid: string) =>
    (votes.get(key) ?? []).filter((v) => v.steamid === steamid && now() - v.timestamp * 1000 < DAY_MS);
  const srv = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = Object.fromEntries(url.searchParams);
    const text = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
      res.end(body);
    };
    if (url.pathname !== '/api/') {
      res.writeHead(404).end('Not Found');
      return;
    }
    const list = votes.get(q.key ?? '');
    if (!list) return text('Error: server key not found');
    if (q.object === 'votes' && q.element === 'claim') {
      const mine = recent(q.key!, q.steamid ?? '');
      if (q.action === 'post') {
        const open = mine.filter((v) => !v.claimed).sort((a, b) => b.timestamp - a.timestamp)[0];
        if (!open) return text('0');
        open.claimed = true;
        return text('1');
      }
      if (mine.length === 0) return text('0');
      return text(mine.some((v) => !v.claimed) ? '1' : '2');
    }
    if (q.object === 'servers' && q.element === 'votes') {
      if (state.raw !== null) return text(state.raw);
      const asked = Number(q.limit ?? DEFAULT_VOTE_LIMIT);
      const limit = Math.min(
        Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_VOTE_LIMIT,
        opts.maxLimit ?? MAX_VOTE_LIMIT,
      );
      const sorted = [...list].sort((a, b) => b.timestamp - a.timestamp).slice(0, limit);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          name: 'Fake ARK server',
          address: '127.0.0.1',
          port: '7777',
          month: new Date(now()).toISOString().slice(0, 7).replace('-', ''),
          votes: sorted.map((v) => ({
            date: new Date(v.timestamp * 1000).toUTCString(),
            timestamp: v.timestamp,
            nickname: v.nickname,
            steamid: v.steamid,
            claimed: v.claimed ? '1' : '0',
          })),
        }),
      );
      return;
    }
    text('Error: unknown request');
  });
  return Object.assign(srv, {
    /** A player votes (at `at`, default now). */
    vote(key: string, steamid: string, at: Date = new Date(now()), nickname = `Voter ${steamid.slice(-4)}`) {
      votes.get(key)!.push({ timestamp: Math.floor(at.getTime() / 1000), steamid, nickname, claimed: false });
    },
    votesOf: (key: string) => votes.get(key) ?? [],
    /** Answer the vote list with this raw text (null = the normal list). */
    setRawAnswer: (raw: string | null) => (state.raw = raw),
  });
}

interface DasVote {
  id: string;
  username: string;
  timestamp: number;
  address: string;
  claimed: boolean;
}

/** deutsche-arkserver.de (assumed v2): unclaimed list and batch claim per `serverId:apiKey`. */
export async function startFakeDeutscheArkServer(opts: { keys: string[]; now?: () => Date }) {
  const now = () => (opts.now?.() ?? new Date()).getTime();
  const votes = new Map<string, DasVote[]>(opts.keys.map((k) => [k, []]));
  const state = { raw: null as string | null };
  let nextId = 1;
  const srv = await listen((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://x');
    const m = /^\/api\/v2\/([^/]+)\/server\/([^/]+)\/votes\/(unclaimed|batch)$/.exec(url.pathname);
    if (!m) return send(404, { error: 'Not found' });
    const list = votes.get(`${decodeURIComponent(m[2]!)}:${decodeURIComponent(m[1]!)}`);
    if (!list) return send(401, { error: 'Invalid API key' });
    if (m[3] === 'unclaimed' && req.method === 'GET') {
      if (state.raw !== null) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(state.raw);
        return;
      }
      return send(200, {
        data: list
          .filter((v) => !v.claimed)
          .map((v) => ({ id: v.id, username: v.username, timestamp: v.timestamp, address: v.address })),
      });
    }
    if (m[3] === 'batch' && req.method === 'PATCH') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        let body: { votes?: { id: string; claimed: boolean }[] };
        try {
          body = JSON.parse(raw) as typeof body;
        } catch {
          return send(400, { error: 'Invalid JSON' });
        }
        let updated = 0;
        for (const u of body.votes ?? []) {
          const v = list.find((x) => x.id === String(u.id));
          if (v && u.claimed && !v.claimed) {
            v.claimed = true;
            updated++;
          }
        }
        send(200, { success: true, updated });
      });
      return;
    }
    send(405, { error: 'Method not allowed' });
  });
  return Object.assign(srv, {
    /** A site user votes (at `at`, default now); answers the vote id. */
    vote(key: string, username: string, at: Date = new Date(now())) {
      const id = String(nextId++);
      votes.get(key)!.push({
        id,
        username,
        timestamp: Math.floor(at.getTime() / 1000),
        address: '203.0.113.7',
        claimed: false,
      });
      return id;
    },
    votesOf: (key: string) => votes.get(key) ?? [],
    /** Answer the unclaimed list with this raw text (null = the normal list). */
    setRawAnswer: (raw: string | null) => (state.raw = raw),
  });
}
