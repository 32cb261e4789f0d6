import crypto from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { InGameShopSettings } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { botInstances, inGameReaders } from '../../db/schema';
import { parseListPlayers, type OnlinePlayer } from '../../integrations/rcon/list-players';
import type { InstanceRow } from '../bots/repo';
import { withFeatureOn } from '../bots/service';
import { rconTargetOf } from '../rcon/service';
import { listServers, type ServerRow } from '../servers/service';
import { serverContactSucceeded } from '../shop/engine';
import { parseChatAnswer, parseChatCommand, type PlayerChatLine } from './chat-parser';
import { claimRow, finishRow, insertLines, openRows, pruneInbox, type InboxRow } from './inbox';
import { commandKeyOf, runCommand, type CommandResult } from './commands';
import { onlineEosIdOf } from './identity';
import { linkWithCode } from './link-codes';
import { rateLimited } from './rate-limit';
import { serverChatTo } from './replies';
import { relayToDiscord } from './relay';
import { inGameSettingsOf as settingsOf } from './settings';

/** A server's reader is its holder's this long (while it reads); a dead holder's lease runs out. */
export const READER_LEASE_MS = 60_000;
/** A server that does not answer is read again after 30 s, 60 s, 120 s, 240 s, then every 5 minutes. */
export const READER_BACKOFF_MS = [30_000, 60_000, 120_000, 240_000, 300_000];
/** How long one GetChat / ListPlayers / reply may take. */
export const READER_COMMAND_TIMEOUT_MS = 5_000;
/** Servers read at the same time by one process. */
export const READER_CONCURRENCY = 32;

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
const serverContacted = (ctx: AppContext, serverId: number) => serverContactSucceeded(ctx, serverId);

/** Where the tests stop a reader as if its process died (nothing after that point runs). */
export type CrashPoint = 'afterRead' | 'afterClaim' | 'afterEffect';
export interface ReaderHooks {
  at?(point: CrashPoint): void;
  /** Read under this name instead of the context's (a test's "restarted process"). */
  owner?: string;
}

/**
 * The `in-game-chat` job: for every instance whose in-game shop is on (tier and switch), every enabled server
 * it lists whose read is due, read its chat (one reader per server across processes) and process the
 * commands. Answers how many servers were read.
 */
export async function runInGameReaders(ctx: AppContext, hooks: ReaderHooks = {}): Promise<number> {
  const active = await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true));
  const bots = await withFeatureOn(ctx, active, 'inGameShop');
  const work: { bot: InstanceRow; settings: InGameShopSettings; server: ServerRow }[] = [];
  for (const bot of bots) {
    const settings = settingsOf(bot);
    if (!settings.serverIds.length) continue;
    for (const server of await listServers(ctx.db, bot.id))
      if (server.isEnabled && settings.serverIds.includes(server.id)) work.push({ bot, settings, server });
  }
  let read = 0;
  let next = 0;
  let failed: unknown = null;
  const worker = async () => {
    while (next < work.length && !ctx.lifecycle.stopping) {
      const w = work[next++]!;
      try {
        if (await readServer(ctx, w.bot, w.settings, w.server, hooks)) read++;
      } catch (e) {
        // one server's failure (its reader lease runs out) must not stop the others
        failed ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READER_CONCURRENCY, work.length) }, worker));
  if (failed) throw failed;
  await pruneOccasionally(ctx);
  return read;
}

const pruned = new WeakMap<AppContext, number>();
async function pruneOccasionally(ctx: AppContext) {
  const now = ctx.now().getTime();
  if (now - (pruned.get(ctx) ?? 0) < 3_600_000) return;
  pruned.set(ctx, now);
  await pruneInbox(ctx.db, ctx.now());
}

/** Takes the server's reader when its read is due and nobody else holds it (one conditional upsert). */
async function claimReader(ctx: AppContext, botId: number, serverId: number, owner: string) {
  const now = ctx.now();
  const until = new Date(now.getTime() + READER_LEASE_MS);
  const rows = await ctx.db
    .insert(inGameReaders)
    .values({ serverId, botId, leaseOwner: owner, leaseUntil: until })
    .onConflictDoUpdate({
      target: inGameReaders.serverId,
      set: { leaseOwner: owner, leaseUntil: until },
      setWhere: and(
        or(isNull(inGameReaders.nextReadAt), lte(inGameReaders.nextReadAt, now)),
        or(
          isNull(inGameReaders.leaseUntil),
          lt(inGameReaders.leaseUntil, now),
          eq(inGameReaders.leaseOwner, owner),
        ),
      ),
    })
    .returning({ failures: inGameReaders.failures });
  return rows[0] ?? null;
}

/**
 * One server: GetChat, then in ONE transaction every player line into the inbox with the reader's state
 * and the reader's release (the game's buffer is gone once read), then the server's open commands, each
 * once. False when the read
 * was not due or another process holds the reader.
 */
export async function readServer(
  ctx: AppContext,
  bot: InstanceRow,
  settings: InGameShopSettings,
  server: ServerRow,
  hooks: ReaderHooks = {},
): Promise<boolean> {
  const owner = hooks.owner ?? readerOwner(ctx);
  const claimed = await claimReader(ctx, bot.id, server.id, owner);
  if (!claimed) return false;
  const target = rconTargetOf(ctx, server);
  let answer: string;
  try {
    answer = (await ctx.rcon.execute(target, 'GetChat', { timeoutMs: READER_COMMAND_TIMEOUT_MS })).message;
  } catch (e) {
    const failures = claimed.failures + 1;
    const delay = READER_BACKOFF_MS[Math.min(failures, READER_BACKOFF_MS.length) - 1]!;
    await ctx.db
      .update(inGameReaders)
      .set({
        failures,
        lastError: ((e as Error).message || 'Unknown error').slice(0, 300),
        lastReadAt: ctx.now(),
        nextReadAt: new Date(ctx.now().getTime() + delay),
        leaseOwner: '',
        leaseUntil: null,
      })
      .where(and(eq(inGameReaders.serverId, server.id), eq(inGameReaders.leaseOwner, owner)));
    return true;
  }
  const lines = parseChatAnswer(answer).filter((l): l is PlayerChatLine => l.kind === 'player');
  const now = ctx.now();
  // the read is stored and the reader released in one step; processing needs no reader lease (each row is
  // claimed on its own), so the next read may start while these commands run
  const readDone = (db: Db | Tx) =>
    db
      .update(inGameReaders)
      .set({
        failures: 0,
        lastError: '',
        lastReadAt: now,
        lastOkAt: now,
        nextReadAt: new Date(now.getTime() + settings.pollSeconds * 1000 - 250),
        leaseOwner: '',
        leaseUntil: null,
      })
      .where(and(eq(inGameReaders.serverId, server.id), eq(inGameReaders.leaseOwner, owner)));
  if (lines.length)
    await ctx.db.transaction(async (tx) => {
      await insertLines(tx, { botId: bot.id, serverId: server.id, lines, prefix: settings.prefix, now });
      await relayToDiscord(tx, bot.id, settings, server, lines, now);
      await readDone(tx);
    });
  else await readDone(ctx.db);
  await serverContacted(ctx, server.id);
  hooks.at?.('afterRead');
  await processInbox(ctx, bot, settings, server, owner, hooks);
  return true;
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
      await processRow(ctx, { bot, settings, server, owner, row, onlineList, hooks });
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
  const who = onlineEosIdOf(list, row.platformName);
  if (who.kind === 'none') return void (await finish({ outcome: 'not_online', replies: [] }));
  if (who.kind === 'many') {
    const r = { outcome: 'ambiguous_name', replies: [AMBIGUOUS] };
    const ids = list.filter((p) => onlineEosIdOf([p], row.platformName).kind === 'one').map((p) => p.eosId);
    for (const id of ids) await reply(ctx, job.server, id.toLowerCase(), r.replies);
    return void (await finish(r));
  }
  const eosId = who.eosId;
  const limit = rateLimited(ctx, `${job.server.id}:${eosId}`, ctx.now().getTime());
  if (limit !== 'ok') {
    const r = {
      outcome: 'rate_limited',
      replies: limit === 'warn' ? ['Slow down: too many commands. Wait a minute.'] : [],
    };
    await reply(ctx, job.server, eosId, r.replies);
    return void (await finish(r, eosId));
  }
  const key = commandKeyOf(settings, parseChatCommand(row.message, settings.prefix)?.name ?? row.command);
  if (key === 'link') {
    const code = parseChatCommand(row.message, settings.prefix)?.args[0] ?? '';
    const r = await ctx.db.transaction(async (tx) => {
      const linked = await linkWithCode(tx, {
        botId: job.bot.id,
        code,
        eosId,
        now: ctx.now(),
        actor: `In-game (${row.platformName})`,
      });
      const result: CommandResult =
        linked.kind === 'linked'
          ? {
              outcome: 'linked',
              replies: [`Linked to ${linked.playerName}. Type ${settings.prefix}${settings.balCommand}`],
              playerId: linked.playerId,
            }
          : linked.kind === 'taken'
            ? {
                outcome: 'link_taken',
                replies: ['This game account is already linked to another player. Ask the staff.'],
              }
            : {
                outcome: 'bad_code',
                replies: ['Unknown or expired code. Get a new one with /link in Discord.'],
              };
      await finishRow(tx, row.id, owner, ctx.now(), {
        outcome: result.outcome,
        reply: result.replies.join('\n'),
        playerId: result.playerId ?? null,
        eosId,
      });
      return result;
    });
    await reply(ctx, job.server, eosId, r.replies);
    return;
  }
  const r = await runCommand({ ctx, bot: job.bot, settings, server: job.server, eosId, row }, key);
  job.hooks.at?.('afterEffect');
  await reply(ctx, job.server, eosId, r.replies);
  await finish(r, eosId);
}

const AMBIGUOUS = 'Another player online has your name, so your commands are refused. Change your name.';

/** Private replies (`ServerChatTo`); a reply that fails is logged in the row only (the effect stands). */
async function reply(ctx: AppContext, server: ServerRow, eosId: string, lines: string[]) {
  const target = rconTargetOf(ctx, server);
  for (const line of lines) {
    try {
      await ctx.rcon.execute(target, serverChatTo(eosId, line), { timeoutMs: READER_COMMAND_TIMEOUT_MS });
    } catch {
      return;
    }
  }
}
