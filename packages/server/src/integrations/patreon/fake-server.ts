import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePatron {
  memberId: string;
  userId: string;
  email: string;
  discordId: string | null;
  cents: number;
  status: 'active_patron' | 'declined_patron' | 'former_patron' | null;
}

/** Member + user resources in Patreon's JSON:API shape (used by the fake and by webhook bodies). */
export function memberResource(p: FakePatron) {
  return {
    data: {
      id: p.memberId,
      type: 'member' as const,
      attributes: { currently_entitled_amount_cents: p.cents, patron_status: p.status, email: p.email },
      relationships: { user: { data: { id: p.userId, type: 'user' as const } } },
    },
    included: [
      {
        id: p.userId,
        type: 'user' as const,
        attributes: {
          social_connections: { discord: p.discordId ? { user_id: p.discordId, url: null } : null },
        },
      },
    ],
  };
}

export const patreonSignature = (secret: string, body: string) =>
  crypto.createHmac('md5', secret).update(body).digest('hex');

/**
 * A local stand-in for Patreon's API v2 campaign members endpoint, paginated with `links.next`, checking
 * the creator token. Used by tests and by demo mode.
 */
export async function startFakePatreon(opts: {
  campaignId: string;
  accessToken: string;
  patrons: FakePatron[];
  pageSize?: number;
}) {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/vnd.api+json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${opts.accessToken}`)
      return send(401, { errors: [{ code: 1, status: '401', title: 'Unauthorized' }] });
    if (url.pathname !== `/api/oauth2/v2/campaigns/${opts.campaignId}/members`)
      return send(404, { errors: [{ status: '404', title: 'Not Found' }] });
    const size = opts.pageSize ?? 500;
    const cursor = Number(url.searchParams.get('page[cursor]') ?? 0);
    const slice = opts.patrons.slice(cursor, cursor + size).map(memberResource);
    const next = cursor + size < opts.patrons.length ? String(cursor + size) : null;
    const nextUrl = new URL(`http://${req.headers.host}${url.pathname}${url.search}`);
    nextUrl.searchParams.set('page[cursor]', String(next));
    send(200, {
      data: slice.map((s) => s.data),
      included: slice.flatMap((s) => s.included),
      links: next ? { next: nextUrl.toString() } : {},
      meta: { pagination: { cursors: { next }, total: opts.patrons.length } },
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
