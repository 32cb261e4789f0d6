import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InGameShopSettings } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { inGameReaders, servers } from '../../db/schema';
import { parseListPlayers, type OnlinePlayer } from '../../integrations/rcon/list-players';
import type { InstanceRow } from '../bots/repo';
import { activeWithFeature, instanceLanguage } from '../bots/service';
import { rconTargetOf } from '../rcon/service';
import { getServerRow, type ServerRow } from '../servers/service';
import { serversContactSucceeded } from '../shop';
import { parseChatAnswer, parseChatCommand, type PlayerChatLine } from './chat-parser';
import {
  claimRow,
  finishRow,
  insertLines,
  openRows,
  pruneInbox,
  renewRow,
  serversWithOpenRows,
  type InboxRow,
} from './inbox';
import { commandKeyOf, runCommand, type CommandResult } from './commands';
import { speakerEosIdOf } from './identity';
import { linkWithCode } from './link-codes';
import { rateLimited } from './rate-limit';
import { serverChatTo, textsOf } from './replies';
import { relayToDiscord } from './relay';
import { inGameSettingsOf as settingsOf } from './settings';
import { renewLeases, withHeartbeat, WORK_LEASE_MS } from '../../lib/work-queue';

/**
 * A server's reader is its holder's this long without a heartbeat: renewed every WORK_HEARTBEAT_MS while the
 * holder's reads run (a tick of many servers, a connect that hangs), released once its read is stored. After
 * the holder dies the server is read again by another process within this (issue 34: was 60 s, then 15 s
 * without a heartbeat). A second reader after a stalled first one reads what came since (GetChat empties the
 * game's buffer), so no line is stored twice.
 */
export const READER_LEASE_MS = WORK_LEASE_MS;
/** A server that does not answer is read again after 30 s, 60 s, 120 s, 240 s, then every 5 minutes. */
export const READER_BACKOFF_MS = [30_000, 60_000, 120_000, 240_000, 300_000];
/** How long one GetChat / ListPlayers / reply may take. */
export const READER_COMMAND_TIMEOUT_MS = 5_000;
/** Servers read at the same time by one process. */
export const READER_CONCURRENCY = 64;

/** Each app context (process) reads under its own name. */
const owners = new WeakMap<AppContext, string>();
export function readerOwner(ctx: AppContext) {
  let id = owners.get(ctx);
  if (!id) owners.set(ctx, (id = `${process.pid}:${crypto.randomUUID()}`));
  return id;
}

/**
 * THE single call site for "this game server answered over RCON" (the reader read its chat): a server that
 * answers is back, so the shop engine lifts its delivery back-off and brings its waiting purchases forward.
 */
const serversContacted = (ctx: AppContext, serverIds: number[]) => serversContactSucceeded(ctx, serverIds);

/** Where the tests stop a reader as if its process died (nothing after that point runs). */
export type CrashPoint = 'afterRead' | 'afterClaim' | 'afterEffect';
export interface ReaderHooks {
  at?(point: CrashPoint): void;
  /** Read under this name instead of the context's (a test's "restarted process"). */
  owner?: string;
  /** While it answers true a claimed row's heartbeat renews nothing (a holder that froze or died). */
  heartbeatPaused?: () => boolean;
}

/** What a read needs of a server (the claim answers it; the whole row is loaded for commands only). */
type ReadTarget = Pick<ServerRow, 'id' | 'botId' | 'name' | 'ip' | 'rconPort' | 'rconPassword'>;
/** One server to read this tick. */
interface ReadWork {
  bot: InstanceRow;
  settings: InGameShopSettings;
  server: ReadTarget;
  failures: number;
}

/**
 * The `in-game-chat` job: for every instance whose in-game shop is on (tier and switch), every enabled server
 * it lists whose read is due, read its chat (one reader per server across processes) and process the
 * commands. Answers how many servers were read.
 *
 * Batched per tick, not per server (bench/in-game-reader.ts, docs/performance.md): ONE statement claims every
 * due server's reader and answers what the read needs of the server, the `GetChat`s run side by side on the
 * pool's open connections (the readers renewed by a heartbeat meanwhile), a read with lines is stored in one
 * transaction as soon as it arrives (lines into the inbox, relay, reader state), ONE statement stores every
 * read without lines and releases their readers, ONE query finds the servers with open commands. Reads are spread over the poll interval (each server has its own phase in it), so a tick
 * reads about 1/pollSeconds of the servers.
 */
export async function runInGameReaders(ctx: AppContext, hooks: ReaderHooks = {}): Promise<number> {
  const owner = hooks.owner ?? readerOwner(ctx);
  const mine = await claimReaders(ctx, await listedServers(ctx), owner);
  // the readers still held are renewed while the reads run (one statement for all of them)
  const renew = () =>
    renewLeases(ctx.db, {
      table: inGameReaders,
      owner,
      holding: sql`true`,
      leaseMs: READER_LEASE_MS,
      now: ctx.now(),
    });
  const reads = await withHeartbeat(
    async () => (await renew()) > 0,
    () => readAll(ctx, mine, owner),
    { paused: hooks.heartbeatPaused },
  );
  await serversContacted(
    ctx,
    reads.map((r) => r.w.server.id),
  );
  for (let i = 0; i < reads.length; i++) hooks.at?.('afterRead');
  // commands: those just read and any left open by an earlier (crashed) reader of these servers
  const open = await serversWithOpenRows(
    ctx.db,
    reads.map((r) => r.w.server.id),
    ctx.now(),
  );
  let error: unknown = null;
  await eachLimit(
    reads.filter((r) => open.has(r.w.server.id)),
    READER_CONCURRENCY,
    async ({ w }) => {
      try {
        const server = await getServerRow(ctx.db, w.server.id);
        if (server) await processInbox(ctx, w.bot, w.settings, server, owner, hooks);
      } catch (e) {
        // one server's failure (its rows' leases run out) must not stop the others
        error ??= e;
      }
    },
  );
  if (error) throw error;
  await pruneOccasionally(ctx);
  return mine.length;
}

type Read = { w: ReadWork; lines: PlayerChatLine[] };

/**
 * Reads the chat of every claimed server, side by side. GetChat empties the game's buffer, so a read with
 * player lines is stored (with its relay, releasing its reader) before anything else is awaited; the reads
 * without lines are stored together at the end in one statement, then the failed ones. A store that fails
 * does not stop the others' (its lines are lost: docs/in-game-shop.md); the first error is thrown at the end.
 */
async function readAll(ctx: AppContext, mine: ReadWork[], owner: string): Promise<Read[]> {
  const reads: Read[] = [];
  const failed: { w: ReadWork; error: string }[] = [];
  let error: unknown = null;
  await eachLimit(mine, READER_CONCURRENCY, async (w) => {
    let answer;
    try {
      answer = await ctx.rcon.execute(rconTargetOf(ctx, w.server), 'GetChat', {
        timeoutMs: READER_COMMAND_TIMEOUT_MS,
      });
    } catch (e) {
      return void failed.push({ w, error: ((e as Error).message || 'Unknown error').slice(0, 300) });
    }
    const read = { w, lines: parseChatAnswer(answer.message).filter((l) => l.kind === 'player') };
    try {
      if (read.lines.length) await storeReads(ctx, [read], owner);
      reads.push(read);
    } catch (e) {
      error ??= e;
    }
  });
  await storeReads(
    ctx,
    reads.filter((r) => !r.lines.length),
    owner,
  );
  for (const f of failed) await readFailed(ctx, f.w.server.id, owner, f.w.failures, f.error);
  if (error) throw error;
  return reads;
}

/** The servers listed by every instance whose in-game shop is on (the claim keeps the enabled ones). */
async function listedServers(ctx: AppContext) {
  // instances with the in-game shop off are not read at all (an idle installation costs one query a tick)
  const bots = await activeWithFeature(ctx, 'inGameShop');
  return bots.map((bot) => ({ bot, settings: settingsOf(bot) })).filter((b) => b.settings.serverIds.length);
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const pruned = new WeakMap<AppContext, number>();
async function pruneOccasionally(ctx: AppContext) {
  const now = ctx.now().getTime();
  if (now - (pruned.get(ctx) ?? 0) < 3_600_000) return;
  pruned.set(ctx, now);
  await pruneInbox(ctx.db, ctx.now());
}

/**
 * Takes the reader of every listed, enabled server of its instance whose read is due and that nobody else
 * holds, in ONE statement: a reader row is created for a server read the first time (a concurrent creator
 * wins, the other gets nothing), an existing one is taken when it is due and its lease free, run out or
 * already ours, read on the row locked in server id order; a row another process is claiming at that moment
 * is skipped (SKIP LOCKED: no waiting, no deadlock between two claimers). Answers the servers taken with
 * what their read needs.
 */
async function claimReaders(
  ctx: AppContext,
  listed: { bot: InstanceRow; settings: InGameShopSettings }[],
  owner: string,
): Promise<ReadWork[]> {
  const pairs = listed.flatMap((b) => b.settings.serverIds.map((id) => [b.bot.id, id]));
  if (!pairs.length || ctx.lifecycle.stopping) return [];
  const now = ctx.now().toISOString();
  const until = new Date(ctx.now().getTime() + READER_LEASE_MS).toISOString();
  const res = await ctx.db.execute<ReadTarget & { failures: number }>(sql`
    with want as (
      select s.id, s.bot_id from ${servers} s
      join json_array_elements(${JSON.stringify(pairs)}::json) e
        on s.bot_id = (e ->> 0)::integer and s.id = (e ->> 1)::integer
      where s.is_enabled
    ), created as (
      insert into ${inGameReaders} (server_id, bot_id, lease_owner, lease_until)
      select w.id, w.bot_id, ${owner}, ${until}::timestamptz from want w
      where not exists (select 1 from ${inGameReaders} r where r.server_id = w.id)
      order by w.id
      on conflict (server_id) do nothing
      returning server_id, failures
    ), taken as (
      update ${inGameReaders} r set lease_owner = ${owner}, lease_until = ${until}::timestamptz
      where r.server_id in (
        select f.server_id from ${inGameReaders} f
        where f.server_id in (select id from want)
          and (f.next_read_at is null or f.next_read_at <= ${now}::timestamptz)
          and (f.lease_until is null or f.lease_until < ${now}::timestamptz or f.lease_owner = ${owner})
        order by f.server_id
        for update skip locked)
      returning server_id, failures
    )
    select s.id, s.bot_id as "botId", s.name, s.ip, s.rcon_port as "rconPort",
      s.rcon_password as "rconPassword", m.failures
    from (select * from created union all select * from taken) m join ${servers} s on s.id = m.server_id
    order by s.id`);
  const byBot = new Map(listed.map((b) => [b.bot.id, b]));
  return res.rows.map(({ failures, ...server }) => ({ ...byBot.get(server.botId)!, server, failures }));
}

/** A server that did not answer: its back-off grows and its reader is released. */
async function readFailed(ctx: AppContext, serverId: number, owner: string, failures: number, error: string) {
  const delay = READER_BACKOFF_MS[Math.min(failures + 1, READER_BACKOFF_MS.length) - 1]!;
  await ctx.db
    .update(inGameReaders)
    .set({
      failures: failures + 1,
      lastError: error,
      lastReadAt: ctx.now(),
      nextReadAt: new Date(ctx.now().getTime() + delay),
      leaseOwner: '',
      leaseUntil: null,
    })
    .where(and(eq(inGameReaders.serverId, serverId), eq(inGameReaders.leaseOwner, owner)));
}

/**
 * When a server is read next: the first moment of its own phase in the poll interval (derived from its id,
 * so the servers' reads spread evenly over the interval instead of all falling in the same tick) that is
 * at least half an interval away. A read is then about one interval after the last one, never more than
 * one and a half.
 */
export function nextReadAt(serverId: number, now: Date, pollSeconds: number) {
  const period = pollSeconds * 1000;
  const phase = (serverId * 7919) % period;
  const from = now.getTime() + period / 2;
  return new Date(from + ((((phase - from) % period) + period) % period));
}

/**
 * Stores reads and releases their readers: the readers' state in ONE UPDATE, and when a read had player
 * lines, the lines (into the inbox), the relay and that UPDATE in ONE transaction (the game's
 * buffer is gone once read: a line read is either stored with its read, or the read did not happen).
 * Processing needs no reader lease (each row is claimed on its own), so the next read may start while
 * these commands run.
 */
async function storeReads(ctx: AppContext, reads: { w: ReadWork; lines: PlayerChatLine[] }[], owner: string) {
  if (!reads.length) return;
  const now = ctx.now();
  const next = reads.map(({ w }) => [w.server.id, nextReadAt(w.server.id, now, w.settings.pollSeconds)]);
  const done = (db: Db | Tx) =>
    db.execute(sql`update ${inGameReaders} as r set failures = 0, last_error = '',
      last_read_at = ${now.toISOString()}::timestamptz, last_ok_at = ${now.toISOString()}::timestamptz,
      next_read_at = (e ->> 1)::timestamptz, lease_owner = '', lease_until = null
      from json_array_elements(${JSON.stringify(next)}::json) e
      where r.server_id = (e ->> 0)::integer and r.lease_owner = ${owner}`);
  const withLines = reads.filter((r) => r.lines.length);
  if (!withLines.length) return void (await done(ctx.db));
  await ctx.db.transaction(async (tx) => {
    await insertLines(
      tx,
      withLines.map(({ w, lines }) => ({
        botId: w.bot.id,
        serverId: w.server.id,
        lines,
        prefix: w.settings.prefix,
        now,
      })),
    );
    for (const { w, lines } of withLines)
      await relayToDiscord(tx, w.bot.id, w.settings, w.server, lines, now);
    await done(tx);
  });
}

/**
 * The server's open command rows in order, each claimed with a conditional UPDATE and finished once. The
 * online list (who typed it) is asked once per batch.
 */
export async function processInbox(
  ctx: AppContext,
  bot: InstanceRow,
  settings: InGameShopSettings,
  server: ServerRow,
  owner: string,
  hooks: ReaderHooks = {},
) {
  let online: Promise<OnlinePlayer[] | null> | null = null;
  const onlineList = () =>
    (online ??= ctx.rcon
      .execute(rconTargetOf(ctx, server), 'ListPlayers', { timeoutMs: READER_COMMAND_TIMEOUT_MS })
      .then((r) => parseListPlayers(r.message))
      .catch(() => null));
  for (;;) {
    const rows = await openRows(ctx.db, server.id, ctx.now());
    if (!rows.length) return;
    for (const open of rows) {
      const row = await claimRow(ctx.db, open.id, owner, ctx.now());
      if (!row) continue;
      hooks.at?.('afterClaim');
      // the claim is renewed while the row is worked on (its command may deliver a kit: seconds)
      await withHeartbeat(
        () => renewRow(ctx.db, row.id, owner, ctx.now()),
        () => processRow(ctx, { bot, settings, server, owner, row, onlineList, hooks }),
        { paused: hooks.heartbeatPaused },
      );
    }
  }
}

interface RowJob {
  bot: InstanceRow;
  settings: InGameShopSettings;
  server: ServerRow;
  owner: string;
  row: InboxRow;
  onlineList: () => Promise<OnlinePlayer[] | null>;
  hooks: ReaderHooks;
}

async function processRow(ctx: AppContext, job: RowJob) {
  const { row, settings, owner } = job;
  const finish = (r: CommandResult, eosId = '') =>
    finishRow(ctx.db, row.id, owner, ctx.now(), {
      outcome: r.outcome,
      reply: r.replies.join('\n'),
      playerId: r.playerId ?? null,
      eosId,
    });
  const list = await job.onlineList();
  if (!list) {
    // the server stopped answering between GetChat and ListPlayers: leave the row for the next read
    await ctx.db.execute(sql`update in_game_inbox set status = 'pending', lease_owner = '', lease_until = null
      where id = ${row.id} and status = 'processing' and lease_owner = ${owner}`);
    return;
  }
  const who = speakerEosIdOf(list, row.rawLine);
  if (who.kind === 'none') return void (await finish({ outcome: 'not_online', replies: [] }));
  if (who.kind === 'split') return void (await finish({ outcome: 'ambiguous_line', replies: [] }));
  if (who.kind === 'alike') {
    const r = { outcome: 'ambiguous_name', replies: [textsOf(job.bot)('ambiguousName')] };
    for (const id of who.eosIds) await reply(ctx, job, id, r.replies);
    return void (await finish(r));
  }
  const eosId = who.eosId;
  // the line as the online names cut it (not as it was cut when read)
  const said: InboxRow = { ...row, platformName: who.platformName, message: who.message };
  const command = parseChatCommand(said.message, settings.prefix);
  if (!command) return void (await finish({ outcome: 'not_command', replies: [] }, eosId));
  const limit = rateLimited(ctx, `${job.server.id}:${eosId}`, ctx.now().getTime());
  if (limit !== 'ok') {
    const r = {
      outcome: 'rate_limited',
      replies: limit === 'warn' ? [textsOf(job.bot)('slowDown')] : [],
    };
    await reply(ctx, job, eosId, r.replies);
    return void (await finish(r, eosId));
  }
  const key = commandKeyOf(settings, command.name);
  if (key === 'link') {
    const code = command.args[0] ?? '';
    const r = await ctx.db.transaction(async (tx) => {
      const linked = await linkWithCode(tx, {
        botId: job.bot.id,
        code,
        eosId,
        now: ctx.now(),
        actor: `In-game (${said.platformName})`,
      });
      const result: CommandResult =
        linked.kind === 'linked'
          ? {
              outcome: 'linked',
              replies: [
                textsOf(job.bot)('linked', {
                  player: linked.playerName,
                  bal: `${settings.prefix}${settings.balCommand}`,
                }),
              ],
              playerId: linked.playerId,
            }
          : linked.kind === 'taken'
            ? {
                outcome: 'link_taken',
                replies: [textsOf(job.bot)('linkedElsewhere')],
              }
            : {
                outcome: 'bad_code',
                replies: [textsOf(job.bot)('badCode')],
              };
      await finishRow(tx, row.id, owner, ctx.now(), {
        outcome: result.outcome,
        reply: result.replies.join('\n'),
        playerId: result.playerId ?? null,
        eosId,
      });
      return result;
    });
    await reply(ctx, job, eosId, r.replies);
    return;
  }
  const r = await runCommand(
    { ctx, bot: job.bot, settings, server: job.server, eosId, row: said, onlineList: job.onlineList },
    key,
  );
  job.hooks.at?.('afterEffect');
  await reply(ctx, job, eosId, r.replies);
  await finish(r, eosId);
}

/** Private replies (`ServerChatTo`); a reply that fails is logged in the row only (the effect stands). */
async function reply(ctx: AppContext, job: RowJob, eosId: string, lines: string[]) {
  const { server } = job;
  const lang = instanceLanguage(job.bot);
  const target = rconTargetOf(ctx, server);
  for (const line of lines) {
    try {
      await ctx.rcon.execute(target, serverChatTo(eosId, line, lang), {
        timeoutMs: READER_COMMAND_TIMEOUT_MS,
      });
    } catch {
      return;
    }
  }
}
