import { and, eq, gt, or, sql } from 'drizzle-orm';
import { shopMessages, type WaitingKey } from '@asa/domain';
import type { AppContext } from '../../../context';
import { purchases, servers } from '../../../db/schema';
import { parseListPlayers, isOnline, type OnlinePlayer } from '../../../integrations/rcon/list-players';
import type { InstanceRow } from '../../bots/repo';
import type { ServerRow } from '../../servers/service';
import { sendCommand } from './send';

/** A server's online list is asked at most this often per process (a rush of purchases asks once). */
export const ONLINE_CACHE_MS = 5_000;
/** Waiting purchases of a reachable server are tried again after this long (ListPlayers at most every 30 s). */
export const OFFLINE_RETRY_MS = 30_000;
/**
 * An unreachable server is probed again after 10 s, then every 20 s (one failed probe raises it once,
 * however many purchases wait on the server or callers ask): one connection attempt per server every 20 s
 * is cheap, and a server that comes back is seen within one step of this plus one queue interval.
 */
export const UNREACHABLE_BACKOFF_MS = [10_000, 20_000];
/** Waiting purchases are brought forward at most this often per server when no back-off was lifted. */
const BRING_FORWARD_MS = 30_000;

type Lookup = { players: OnlinePlayer[] } | { error: string };
interface ServerState {
  at: number;
  lookup: Promise<Lookup>;
  /** Failed probes in a row (0 once the server answered). */
  failures: number;
  /** No contact before this time (ms); 0 = none pending. */
  retryAt: number;
  lastError: string;
  /** When this process last brought the server's waiting purchases forward. */
  broughtForwardAt: number;
}

/** Per-context (per process) state: server id -> latest online list and its back-off. */
const states = new WeakMap<AppContext, Map<number, ServerState>>();

function stateOf(ctx: AppContext, serverId: number) {
  let m = states.get(ctx);
  if (!m) states.set(ctx, (m = new Map()));
  let s = m.get(serverId);
  if (!s)
    m.set(
      serverId,
      (s = {
        at: -Infinity,
        lookup: Promise.resolve({ error: '' }),
        failures: 0,
        retryAt: 0,
        lastError: '',
        broughtForwardAt: -Infinity,
      }),
    );
  return s;
}

/** The server's back-off in this process: failed probes in a row and when it may be contacted again. */
export function serverBackoff(ctx: AppContext, serverId: number) {
  const s = stateOf(ctx, serverId);
  return { failures: s.failures, retryAt: s.retryAt ? new Date(s.retryAt) : null, error: s.lastError };
}

/** Servers this process does not contact yet (their back-off runs). */
export function serversBackedOff(ctx: AppContext): number[] {
  const now = ctx.now().getTime();
  return [...(states.get(ctx) ?? new Map<number, ServerState>()).entries()]
    .filter(([, s]) => s.retryAt > now)
    .map(([id]) => id);
}

/** When a purchase that found the server unreachable tries again: its back-off, or the first step. */
export function nextTryAfterUnreachable(ctx: AppContext, serverId: number): Date {
  const { retryAt } = serverBackoff(ctx, serverId);
  return retryAt ?? new Date(ctx.now().getTime() + UNREACHABLE_BACKOFF_MS[0]!);
}

/**
 * Records one failed contact (a ListPlayers or a command that could not connect). Raises the back-off
 * once per probe: failures reported while the back-off already runs (the other purchases and callers of
 * the same probe) change nothing. Answers when to try again.
 */
export function serverUnreachable(ctx: AppContext, serverId: number, error = ''): Date {
  const s = stateOf(ctx, serverId);
  const now = ctx.now().getTime();
  if (error) s.lastError = error;
  if (s.retryAt <= now) {
    s.failures++;
    s.retryAt = now + UNREACHABLE_BACKOFF_MS[Math.min(s.failures, UNREACHABLE_BACKOFF_MS.length) - 1]!;
  }
  // the next try must ask the server again, not the cached failure
  s.at = -Infinity;
  return new Date(s.retryAt);
}

/**
 * Any successful contact with a game server (a delivered command, a ListPlayers answer, the in-game chat
 * reader): lifts its back-off, and brings the purchases waiting for it to come back forward so the next
 * queue run delivers them (at once when this process had it backed off; else at most every 30 s, for
 * back-offs other processes saw).
 */
export async function serverContactSucceeded(ctx: AppContext, serverId: number): Promise<void> {
  await serversContactSucceeded(ctx, [serverId]);
}

/**
 * serverContactSucceeded for many servers at once (a monitor pass, a tick of chat reads): the back-offs
 * are lifted in memory, and the waiting purchases of every server that needs it are brought forward in ONE
 * UPDATE (none when no server was down and all were brought forward within the last 30 s).
 */
export async function serversContactSucceeded(ctx: AppContext, serverIds: number[]): Promise<void> {
  const now = ctx.now().getTime();
  const due: number[] = [];
  for (const serverId of new Set(serverIds)) {
    const s = stateOf(ctx, serverId);
    const wasDown = s.failures > 0;
    s.failures = 0;
    s.retryAt = 0;
    if (!wasDown && now - s.broughtForwardAt < BRING_FORWARD_MS) continue;
    s.broughtForwardAt = now;
    due.push(serverId);
  }
  if (!due.length) return;
  // keyed rows by their key; rows that started waiting before migration 0030 (key '') by their English,
  // `Waiting for <server> to come back (<error>).`
  const [head, tail] = shopMessages.waitingForServer('\u0000', '').split('\u0000') as [string, string];
  const upTo = tail.slice(0, tail.indexOf('(') + 1);
  await ctx.db
    .update(purchases)
    .set({ nextAttemptAt: new Date(now) })
    .where(
      and(
        sql`${purchases.serverId} in (select value::integer from json_array_elements_text(${JSON.stringify(due)}::json))`,
        eq(purchases.status, 'waiting'),
        gt(purchases.nextAttemptAt, new Date(now)),
        or(
          eq(purchases.waitingKey, 'waitingForServer' satisfies WaitingKey),
          and(
            eq(purchases.waitingKey, ''),
            sql`starts_with(${purchases.waitingReason}, ${head} || (select ${servers.name} from ${servers} where ${servers.id} = ${purchases.serverId}) || ${upTo})`,
          ),
        ),
      ),
    );
}

export type Presence = { kind: 'online' } | { kind: 'offline' } | { kind: 'unreachable'; error: string };

/**
 * Asks the server `ListPlayers` (companion bot or RCON, like the commands), cached for ONLINE_CACHE_MS
 * per server; concurrent callers share one request, whose outcome is recorded once (back-off raised or
 * lifted). While the server's back-off runs it is not contacted: the last error answers.
 */
export async function probeServer(ctx: AppContext, bot: InstanceRow, server: ServerRow): Promise<Lookup> {
  const s = stateOf(ctx, server.id);
  const now = ctx.now().getTime();
  if (s.retryAt > now) return { error: s.lastError || 'not reachable' };
  if (now - s.at >= ONLINE_CACHE_MS) {
    s.at = now;
    // 'No Players Connected' reads like an error answer of a give command: any answer is a list here
    s.lookup = sendCommand(ctx, bot, server, 'ListPlayers').then(async (r): Promise<Lookup> => {
      if (r.kind === 'ok' || r.kind === 'error') {
        await serverContactSucceeded(ctx, server.id);
        return { players: parseListPlayers(r.response) };
      }
      // not connected: the back-off is raised once for this probe. Connected but no answer in time (a busy
      // connection, a hung server): these callers wait; the next caller asks again
      if (r.kind === 'notSent') serverUnreachable(ctx, server.id, r.error);
      else s.at = -Infinity;
      return { error: r.kind === 'lost' ? 'not sent' : r.error }; // (lost: only with a mark, never here)
    });
  }
  return s.lookup;
}

/** Is the player on the server? (probeServer, then the list by EOS id, or by name without one.) */
export async function presenceOf(
  ctx: AppContext,
  bot: InstanceRow,
  server: ServerRow,
  player: { eosId: string; name: string },
): Promise<Presence> {
  const r = await probeServer(ctx, bot, server);
  if ('error' in r) return { kind: 'unreachable', error: r.error };
  return isOnline(r.players, player) ? { kind: 'online' } : { kind: 'offline' };
}
