import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';

/**
 * The one guard for every outbound connection whose target a user can influence: the ASA Bot API URL of an
 * instance and RCON hosts (server create/update, the RCON test, kit delivery). Unless the operator allows
 * private targets (ALLOW_PRIVATE_TARGETS, docs/security.md), a name is resolved and refused when ANY of its
 * addresses is loopback, private, link-local (cloud metadata 169.254.169.254 included), CGNAT, unspecified,
 * multicast/reserved, or an IPv6 equivalent (::1, fc00::/7, fe80::/10, IPv4-mapped/NAT64/6to4 forms of the
 * above). The same check runs again at connect time (the resolver hook of the socket), so a name that
 * resolves differently the second time (DNS rebinding) is refused too. HTTP redirects are not followed.
 */
const ranges: [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'CGNAT'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local/metadata'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['fe80::', 10, 'ipv6', 'link-local/metadata'],
  ['fec0::', 10, 'ipv6', 'private'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const lists = ranges.map(([addr, prefix, type, name]) => {
  const list = new net.BlockList();
  list.addSubnet(addr, prefix, type);
  return { list, type, name };
});

/** The IPv4 address embedded in an IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::) or 6to4 (2002::) address. */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1]!;
  const words = expandIpv6(lower);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff) return v4(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0))
    return v4(words[6]!, words[7]!);
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!);
  return null;
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

/** The name of the blocked range an IP address is in ('' when it is a public address). */
export function blockedRangeOf(ip: string): string {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const type = net.isIPv4(bare) ? 'ipv4' : net.isIPv6(bare) ? 'ipv6' : null;
  if (!type) return 'not an address';
  if (type === 'ipv6') {
    const v4 = embeddedIpv4(bare);
    if (v4) return blockedRangeOf(v4);
  }
  for (const l of lists) if (l.type === type && l.list.check(bare, type)) return l.name;
  return '';
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped form (a request from this machine). */
export function isLoopbackAddress(ip: string): boolean {
  return blockedRangeOf(ip) === 'loopback';
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
  if (bare.toLowerCase() === 'localhost' || bare.toLowerCase().endsWith('.localhost'))
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
