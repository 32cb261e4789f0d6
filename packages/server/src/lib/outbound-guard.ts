import dns from 'node:dns';
import net from 'node:net';
import os from 'node:os';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';

/**
 * The one guard for every outbound connection whose target a user can influence and every host that gets
 * stored: the ASA Bot API URL of an instance and RCON hosts (server create/update, Add server and Sync from
 * Nitrado or the ASA Bot, the RCON test, kit delivery). Unless the operator allows private targets
 * (ALLOW_PRIVATE_TARGETS, docs/security.md), a name is resolved and refused when ANY of its addresses is an
 * address of this machine's own network interfaces (its public address included) or lies in a range of
 * `specialRanges` (the IANA IPv4 and IPv6 special-purpose address registries, multicast, IPv4-compatible
 * `::/96`, and the IPv4-mapped/NAT64/6to4 forms of a blocked IPv4 address). The same check runs again at
 * connect time (the resolver hook of the socket), so a name that resolves differently the second time (DNS
 * rebinding) is refused too. HTTP redirects are not followed. A refused target gets one message whatever
 * the reason, and no connection is tried, so the answer never tells which of the host's ports are open.
 */

/**
 * One row per range, checked in order (the first match names the range). `embeds: true` rows carry an IPv4
 * address (IPv4-mapped, NAT64, 6to4): such an address is blocked when its embedded IPv4 address is.
 * Sources: https://www.iana.org/assignments/iana-ipv4-special-registry and iana-ipv6-special-registry
 * (every entry, globally reachable or not: none of them is a game server or a bot API), plus multicast.
 */
export const specialRanges: readonly { cidr: string; name: string; embeds?: true }[] = [
  { cidr: '0.0.0.0/8', name: 'this network (unspecified)' },
  { cidr: '10.0.0.0/8', name: 'private' },
  { cidr: '100.64.0.0/10', name: 'shared address space (CGNAT)' },
  { cidr: '127.0.0.0/8', name: 'loopback' },
  { cidr: '169.254.0.0/16', name: 'link-local (cloud metadata)' },
  { cidr: '172.16.0.0/12', name: 'private' },
  { cidr: '192.0.0.0/24', name: 'IETF protocol assignments' },
  { cidr: '192.0.2.0/24', name: 'documentation (TEST-NET-1)' },
  { cidr: '192.31.196.0/24', name: 'AS112-v4' },
  { cidr: '192.52.193.0/24', name: 'AMT' },
  { cidr: '192.88.99.0/24', name: 'deprecated 6to4 relay anycast' },
  { cidr: '192.168.0.0/16', name: 'private' },
  { cidr: '192.175.48.0/24', name: 'direct delegation AS112 service' },
  { cidr: '198.18.0.0/15', name: 'benchmarking' },
  { cidr: '198.51.100.0/24', name: 'documentation (TEST-NET-2)' },
  { cidr: '203.0.113.0/24', name: 'documentation (TEST-NET-3)' },
  { cidr: '224.0.0.0/4', name: 'multicast' },
  { cidr: '240.0.0.0/4', name: 'reserved (and limited broadcast)' },
  { cidr: '::/128', name: 'unspecified' },
  { cidr: '::1/128', name: 'loopback' },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped', embeds: true },
  { cidr: '::/96', name: 'IPv4-compatible (deprecated)' },
  { cidr: '64:ff9b::/96', name: 'IPv4-IPv6 translation (NAT64)', embeds: true },
  { cidr: '64:ff9b:1::/48', name: 'local-use IPv4-IPv6 translation' },
  { cidr: '100::/64', name: 'discard-only' },
  { cidr: '100:0:0:1::/64', name: 'dummy prefix' },
  { cidr: '2001::/23', name: 'IETF protocol assignments (Teredo, ORCHID, benchmarking...)' },
  { cidr: '2001:db8::/32', name: 'documentation' },
  { cidr: '2002::/16', name: '6to4', embeds: true },
  { cidr: '2620:4f:8000::/48', name: 'direct delegation AS112 service' },
  { cidr: '3fff::/20', name: 'documentation' },
  { cidr: '5f00::/16', name: 'segment routing (SRv6) SIDs' },
  { cidr: 'fc00::/7', name: 'unique-local (private)' },
  { cidr: 'fe80::/10', name: 'link-local' },
  { cidr: 'fec0::/10', name: 'site-local (deprecated)' },
  { cidr: 'ff00::/8', name: 'multicast' },
];

const lists = specialRanges.map(({ cidr, name, embeds }) => {
  const [addr, prefix] = cidr.split('/') as [string, string];
  const type = net.isIPv4(addr) ? 'ipv4' : 'ipv6';
  const list = new net.BlockList();
  list.addSubnet(addr, Number(prefix), type);
  return { list, type, name, embeds: !!embeds };
});

/** The IPv4 address an IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address carries. */
function embeddedIpv4(words: number[]): string {
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  return words[0] === 0x2002 ? v4(words[1]!, words[2]!) : v4(words[6]!, words[7]!);
}

function expandIpv6(ip: string): number[] | null {
  let s = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const p = dotted[1]!.split('.').map(Number);
    s =
      s.slice(0, -dotted[1]!.length) +
      `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head, tail] = s.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = s.includes('::') ? 8 - h.length - t.length : 0;
  const all = [...h, ...Array(fill).fill('0'), ...t].map((w) => parseInt(w || '0', 16));
  return all.length === 8 && all.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? all : null;
}

/** The addresses of this machine's network interfaces, read at most every OWN_ADDRESSES_TTL_MS (on use). */
export const OWN_ADDRESSES_TTL_MS = 30_000;
let own = { at: 0, addresses: new Set<string>() };
export function ownAddresses(now = Date.now()): ReadonlySet<string> {
  if (now - own.at >= OWN_ADDRESSES_TTL_MS) {
    const addresses = new Set<string>();
    for (const list of Object.values(os.networkInterfaces()))
      for (const a of list ?? []) addresses.add(canonical(a.address));
    own = { at: now, addresses };
  }
  return own.addresses;
}

/** One spelling per address (IPv6 expanded, lower case, no zone), so interface and target compare equal. */
function canonical(ip: string): string {
  const bare = ip
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!net.isIPv6(bare)) return bare;
  const words = expandIpv6(bare);
  return words ? words.map((w) => w.toString(16)).join(':') : bare;
}

function classify(ip: string, ownToo: boolean): string {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const type = net.isIPv4(bare) ? 'ipv4' : net.isIPv6(bare) ? 'ipv6' : null;
  if (!type) return 'not an address';
  if (ownToo && ownAddresses().has(canonical(bare))) return 'this host';
  for (const l of lists) {
    if (l.type !== type || !l.list.check(bare, type)) continue;
    return l.embeds ? classify(embeddedIpv4(expandIpv6(bare.toLowerCase())!), ownToo) : l.name;
  }
  return '';
}

/** The name of the special-purpose range (specialRanges) an IP address is in ('' for a global address). */
export const specialRangeOf = (ip: string) => classify(ip, false);

/**
 * Why the guard refuses an IP address ('' when it may be reached): an address of this machine's own
 * interfaces ('this host', also in its IPv4-mapped/NAT64/6to4 forms), or a special-purpose range.
 */
export const blockedRangeOf = (ip: string) => classify(ip, true);

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped form (a request from this machine). */
export function isLoopbackAddress(ip: string): boolean {
  return specialRangeOf(ip) === 'loopback';
}

/** A target refused by the guard; the message names the host, never what it resolved to. */
export class OutboundRefused extends Error {
  constructor(readonly host: string) {
    super(`${host} is not allowed: it points to a private or local network address.`);
    this.name = 'OutboundRefused';
  }
}

/**
 * Resolves `host` and throws OutboundRefused when any address is in a blocked range (skipped when private
 * targets are allowed). Names that do not resolve are left to the connection, which reports them.
 */
export async function assertPublicHost(host: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const bare = host.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) {
    if (blockedRangeOf(bare)) throw new OutboundRefused(host);
    return;
  }
  // a trailing dot (`localhost.`, `metadata.google.internal.`) names the same host as without it: such
  // names are refused outright, so no spelling of a local name slips past the checks (issue 33)
  const name = bare.toLowerCase();
  if (name.endsWith('.') || name === 'localhost' || name.endsWith('.localhost'))
    throw new OutboundRefused(host);
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(bare, { all: true });
  } catch {
    return;
  }
  if (addresses.some((a) => blockedRangeOf(a.address))) throw new OutboundRefused(host);
}

/** A resolver hook for sockets: the same check at connect time (answers ECONNREFUSED-like OutboundRefused). */
export function guardedLookup(allowPrivate: boolean): LookupFunction | undefined {
  if (allowPrivate) return undefined;
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const list = addresses as dns.LookupAddress[];
      if (list.some((a) => blockedRangeOf(a.address))) return callback(new OutboundRefused(hostname));
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }));
      callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}

const agents = new Map<boolean, Agent>();
function agentFor(allowPrivate: boolean) {
  let a = agents.get(allowPrivate);
  if (!a) {
    const lookup = guardedLookup(allowPrivate);
    a = new Agent({ connect: lookup ? { lookup } : {} });
    agents.set(allowPrivate, a);
  }
  return a;
}

/**
 * fetch for user-influenced URLs: only http(s), the host checked before and at connect time, redirects not
 * followed (a 3xx is answered as it is and treated as a failure by the caller).
 */
export async function guardedFetch(
  url: URL,
  init: Omit<UndiciRequestInit, 'dispatcher' | 'redirect'>,
  opts: { allowPrivate: boolean },
) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(url.host);
  await assertPublicHost(url.hostname, opts.allowPrivate);
  return undiciFetch(url, { ...init, redirect: 'manual', dispatcher: agentFor(opts.allowPrivate) });
}

/**
 * guardedFetch that also tells which address answered (`peer`, '' when unknown) and reads the answer's text:
 * its own connection (no pooling), whose socket's remote address is recorded on connect. Callers that keep
 * what a target answered use it to keep nothing a private or local address answered (webhook delivery log).
 */
export async function guardedFetchText(
  url: URL,
  init: Omit<UndiciRequestInit, 'dispatcher' | 'redirect'>,
  opts: { allowPrivate: boolean },
): Promise<{ status: number; text: string; peer: string }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(url.host);
  await assertPublicHost(url.hostname, opts.allowPrivate);
  const lookup = guardedLookup(opts.allowPrivate);
  const connector = buildConnector(lookup ? { lookup } : {});
  let peer = '';
  const agent = new Agent({
    connections: 1,
    pipelining: 1,
    connect: (options, callback) =>
      connector(options, (...args) => {
        const socket = args[1];
        if (socket) peer = socket.remoteAddress ?? '';
        callback(...args);
      }),
  });
  try {
    const res = await undiciFetch(url, { ...init, redirect: 'manual', dispatcher: agent });
    const text = await res.text().catch(() => '');
    return { status: res.status, text, peer };
  } finally {
    void agent.destroy().catch(() => undefined);
  }
}

/** Whether an answer came from an address the guard would refuse (private, local, this host; '' counts). */
export const isPrivatePeer = (peer: string) => !net.isIP(peer) || blockedRangeOf(peer) !== '';

/**
 * `base` + fixed path segments, built with URL: the base's own query and fragment are dropped and every
 * segment is percent-encoded, so a `?`, `#` or `..` in a setting or an id cannot pick another path.
 */
export function endpoint(base: string, ...segments: string[]): URL {
  const u = new URL(base);
  u.search = '';
  u.hash = '';
  u.username = '';
  u.password = '';
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new Error('Invalid path segment');
  const basePath = u.pathname.replace(/\/+$/, '');
  u.pathname = `${basePath}/${segments.map((s) => encodeURIComponent(s)).join('/')}`;
  return u;
}
