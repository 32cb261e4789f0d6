import type { AppContext } from '../../context';
import { parseListPlayers, isOnline, type OnlinePlayer } from '../../integrations/rcon/list-players';
import type { InstanceRow } from '../bots/repo';
import type { ServerRow } from '../servers/service';
import { sendCommand } from './send';

/** A server's online list is asked at most this often per process (a rush of purchases asks once). */
export const ONLINE_CACHE_MS = 5_000;
/** Waiting purchases of a reachable server are tried again after this long (ListPlayers at most every 30 s). */
export const OFFLINE_RETRY_MS = 30_000;
/** Unreachable servers: 30 s, 60 s, 120 s, 240 s, then every 5 minutes. */
export const UNREACHABLE_BACKOFF_MS = [30_000, 60_000, 120_000, 240_000, 300_000];

type Lookup = { players: OnlinePlayer[] } | { error: string };
interface ServerState {
  at: number;
  lookup: Promise<Lookup>;
  failures: number;
}

/** Per-context (per process) cache: server id -> latest online list and the unreachable count. */
const states = new WeakMap<AppContext, Map<number, ServerState>>();

function stateOf(ctx: AppContext, serverId: number) {
  let m = states.get(ctx);
  if (!m) states.set(ctx, (m = new Map()));
  let s = m.get(serverId);
  if (!s) m.set(serverId, (s = { at: -Infinity, lookup: Promise.resolve({ error: '' }), failures: 0 }));
  return s;
}

export type Presence = { kind: 'online' } | { kind: 'offline' } | { kind: 'unreachable'; error: string };

/**
 * Is the player on the server? Asks `ListPlayers` (companion bot or RCON, like the commands), cached for
 * ONLINE_CACHE_MS per server; concurrent callers share one request.
 */
export async function presenceOf(
  ctx: AppContext,
  bot: InstanceRow,
  server: ServerRow,
  player: { eosId: string; name: string },
): Promise<Presence> {
  const s = stateOf(ctx, server.id);
  const now = ctx.now().getTime();
  if (now - s.at >= ONLINE_CACHE_MS) {
    s.at = now;
    // 'No Players Connected' reads like an error answer of a give command: any answer is a list here
    s.lookup = sendCommand(ctx, bot, server, 'ListPlayers').then((r) =>
      r.kind === 'ok' || r.kind === 'error' ? { players: parseListPlayers(r.response) } : { error: r.error },
    );
  }
  const r = await s.lookup;
  if ('error' in r) return { kind: 'unreachable', error: r.error };
  return isOnline(r.players, player) ? { kind: 'online' } : { kind: 'offline' };
}

/** Records that the server answered (resets its backoff). */
export function serverReached(ctx: AppContext, serverId: number) {
  stateOf(ctx, serverId).failures = 0;
}

/** Records an unreachable server; answers when to try it again. */
export function serverUnreachable(ctx: AppContext, serverId: number): Date {
  const s = stateOf(ctx, serverId);
  s.failures++;
  // the next try must ask the server again, not the cached failure
  s.at = -Infinity;
  const delay = UNREACHABLE_BACKOFF_MS[Math.min(s.failures, UNREACHABLE_BACKOFF_MS.length) - 1]!;
  return new Date(ctx.now().getTime() + delay);
}
