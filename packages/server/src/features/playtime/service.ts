import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  playtimeCreditsFor,
  playtimeSettingsSchema,
  type PlaytimeDay,
  type PlaytimeSettings,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { players, playtimeCredits, playtimeDays, playtimeServers, servers } from '../../db/schema';
import { parseListPlayers, type OnlinePlayer } from '../../integrations/rcon/list-players';
import type { InstanceRow } from '../bots/repo';
import { activeWithFeature, featureOn, toBotInstance } from '../bots/service';
import { ledgerActors, recordCreditLocked } from '../players/ledger';
import { rconTargetOf } from '../rcon/service';

/**
 * Playtime credits (issue 37, docs/earn.md): every `sampleMinutes` each listed game server is asked
 * `ListPlayers` over RCON; linked players seen (EOS id -> player) get the sample's minutes on that server and
 * UTC day, and each full interval of a player's online minutes of the day credits once.
 *
 * Exactly once across processes and restarts:
 * - a server's sample slot is claimed by ONE conditional upsert (`playtime_servers.last_slot` < the slot), so
 *   one process samples a server per slot, and a restarted process does not sample the same slot again;
 * - a day row counts a slot only when its `last_slot` is older (a repeated store adds nothing);
 * - each credited interval is a `playtime_credits` row keyed (player, day, online minute it completes):
 *   insert ... on conflict do nothing, and the ledger entry only when the row was inserted, in the same
 *   transaction, under the player's row lock.
 */

/** How long one ListPlayers may take. */
export const PLAYTIME_COMMAND_TIMEOUT_MS = 5_000;
/** Servers sampled at the same time by one process. */
const CONCURRENCY = 32;

const defaults = playtimeSettingsSchema.parse({});

/** The instance's playtime settings over their defaults. */
export function playtimeSettingsOf(row: InstanceRow): PlaytimeSettings {
  const stored = (row.settings as Record<string, Record<string, unknown>> | null)?.playtimeSettings;
  const parsed = playtimeSettingsSchema.safeParse({ ...defaults, ...(stored ?? {}) });
  return parsed.success ? parsed.data : defaults;
}

/** The UTC day (YYYY-MM-DD) of a moment. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
/** The start of the sample slot `now` is in (slots of `minutes` from the epoch, UTC). */
export const slotStart = (now: Date, minutes: number) =>
  new Date(Math.floor(now.getTime() / (minutes * 60_000)) * minutes * 60_000);

/** Where a test stops a run as if its process died. */
export interface PlaytimeHooks {
  at?(point: 'afterClaim' | 'afterCredit'): void;
}

interface Work {
  bot: InstanceRow;
  settings: PlaytimeSettings;
  server: { id: number; ip: string; rconPort: number; rconPassword: string };
  slot: Date;
}

/**
 * The `playtime` job: samples every due server of every instance with playtime credits on (switch and tier),
 * stores the minutes and credits the completed intervals. Answers how many servers were sampled.
 */
export async function runPlaytime(ctx: AppContext, hooks: PlaytimeHooks = {}): Promise<number> {
  if (ctx.lifecycle.stopping) return 0;
  const bots = await activeWithFeature(ctx, 'playtime');
  const work: Work[] = [];
  for (const bot of bots) {
    const settings = playtimeSettingsOf(bot);
    const rows = await ctx.db
      .select({
        id: servers.id,
        ip: servers.ip,
        rconPort: servers.rconPort,
        rconPassword: servers.rconPassword,
      })
      .from(servers)
      .where(
        and(
          eq(servers.botId, bot.id),
          eq(servers.isEnabled, true),
          settings.serverIds.length ? inArray(servers.id, settings.serverIds) : undefined,
        ),
      )
      .orderBy(asc(servers.id));
    const slot = slotStart(ctx.now(), settings.sampleMinutes);
    for (const server of rows) work.push({ bot, settings, server, slot });
  }
  const mine = await claimSlots(ctx, work);
  hooks.at?.('afterClaim');
  const answers: { w: Work; online: OnlinePlayer[] }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < mine.length) {
      const w = mine[next++]!;
      try {
        const answer = await ctx.rcon.execute(rconTargetOf(ctx, w.server), 'ListPlayers', {
          timeoutMs: PLAYTIME_COMMAND_TIMEOUT_MS,
        });
        answers.push({ w, online: parseListPlayers(answer.message) });
      } catch {
        // a server that does not answer (down, restarting) gives no minutes for this slot
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, mine.length) }, worker));
  for (const a of answers) {
    await storeSample(ctx, a.w, a.online);
    hooks.at?.('afterCredit');
  }
  return mine.length;
}

/**
 * Claims the slot of every server in ONE statement: a server's row is created at its first sample, and moved
 * to the new slot only while its slot is older. Answers the work whose slot this process got.
 */
async function claimSlots(ctx: AppContext, work: Work[]): Promise<Work[]> {
  if (!work.length) return [];
  const rows = work.map((w) => ({ server: w.server.id, bot: w.bot.id, slot: w.slot.toISOString() }));
  const res = await ctx.db.execute<{ server_id: number }>(sql`
    insert into ${playtimeServers} (server_id, bot_id, last_slot)
    select v.server, v.bot, v.slot from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(server int, bot int, slot timestamptz)
    order by v.server
    on conflict (server_id) do update set last_slot = excluded.last_slot
      where ${playtimeServers.lastSlot} < excluded.last_slot
    returning server_id`);
  const got = new Set(res.rows.map((r) => Number(r.server_id)));
  return work.filter((w) => got.has(w.server.id));
}

/** Stores one server's sample and credits the intervals it completed, in one transaction. */
async function storeSample(ctx: AppContext, w: Work, online: OnlinePlayer[]) {
  const eos = [...new Set(online.map((p) => p.eosId.trim().toLowerCase()).filter(Boolean))];
  if (!eos.length) return;
  const now = ctx.now();
  const day = utcDay(w.slot);
  const minutes = w.settings.sampleMinutes;
  await ctx.db.transaction(async (tx) => {
    // linked players only; an EOS id two players of the instance claim is nobody's
    const found = await tx
      .select({ id: players.id, eos: sql<string>`lower(${players.eosId})` })
      .from(players)
      .where(and(eq(players.botId, w.bot.id), inArray(sql`lower(${players.eosId})`, eos)));
    const byEos = new Map<string, number[]>();
    for (const f of found) byEos.set(f.eos, [...(byEos.get(f.eos) ?? []), f.id]);
    const ids = [...byEos.values()].filter((l) => l.length === 1).map((l) => l[0]!);
    if (!ids.length) return;
    const previous = new Date(w.slot.getTime() - minutes * 60_000).toISOString();
    await tx.execute(sql`
      insert into ${playtimeDays} (bot_id, player_id, server_id, day, minutes, sessions, last_slot)
      select ${w.bot.id}::int, p.id, ${w.server.id}::int, ${day}::date, ${minutes}::int, 1,
        ${w.slot.toISOString()}::timestamptz
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as p_id(v)
      join ${players} p on p.id = p_id.v::int
      order by p.id
      on conflict (player_id, server_id, day) do update set
        minutes = ${playtimeDays.minutes} + excluded.minutes,
        sessions = ${playtimeDays.sessions}
          + case when ${playtimeDays.lastSlot} < ${previous}::timestamptz then 1 else 0 end,
        last_slot = excluded.last_slot
      where ${playtimeDays.lastSlot} < excluded.last_slot`);
    if (w.settings.creditsPerInterval <= 0) return;
    // the players' rows locked in id order (two servers' samples of one player wait for each other)
    const locked = await tx
      .select()
      .from(players)
      .where(inArray(players.id, ids))
      .orderBy(asc(players.id))
      .for('update');
    for (const player of locked) await creditIntervals(tx, now, w, day, player);
  });
}

/** Credits every interval of the player's day that its online minutes completed and no row holds yet. */
async function creditIntervals(tx: Tx, now: Date, w: Work, day: string, player: typeof players.$inferSelect) {
  const [totals] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${playtimeDays.minutes}), 0)::int` })
    .from(playtimeDays)
    .where(and(eq(playtimeDays.playerId, player.id), eq(playtimeDays.day, day)));
  const [done] = await tx
    .select({
      mark: sql<number>`coalesce(max(${playtimeCredits.onlineMinute}), 0)::int`,
      credits: sql<number>`coalesce(sum(${playtimeCredits.amount}), 0)::int`,
    })
    .from(playtimeCredits)
    .where(and(eq(playtimeCredits.playerId, player.id), eq(playtimeCredits.day, day)));
  const { intervalMinutes, dailyCap } = w.settings;
  const per = playtimeCreditsFor(w.settings, (player.roles as number[] | null) ?? []);
  let credited = Number(done?.credits ?? 0);
  let row = player;
  const total = Number(totals?.minutes ?? 0);
  // the next interval after the last one credited (an interval changed mid-day starts from there)
  for (let mark = Number(done?.mark ?? 0) + intervalMinutes; mark <= total; mark += intervalMinutes) {
    const amount = dailyCap > 0 ? Math.min(per, dailyCap - credited) : per;
    if (amount <= 0) return;
    const inserted = await tx
      .insert(playtimeCredits)
      .values({ botId: w.bot.id, playerId: player.id, day, onlineMinute: mark, amount, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: playtimeCredits.id });
    if (!inserted.length) continue;
    credited += amount;
    row = await recordCreditLocked(tx, now, row, {
      playerId: player.id,
      delta: amount,
      kind: 'playtime',
      actor: ledgerActors.system('playtime', 'Playtime'),
      params: { minutes: intervalMinutes },
      activity: false,
    });
  }
}

/** Credits the player got from playtime today (UTC); null while the instance's playtime credits are off. */
export async function playtimeToday(
  ctx: AppContext,
  bot: InstanceRow,
  playerId: number,
  db: Db | Tx = ctx.db,
): Promise<number | null> {
  if (!(await featureOn(ctx, bot, 'playtime', toBotInstance(ctx, bot)))) return null;
  const [row] = await db
    .select({ credits: sql<number>`coalesce(sum(${playtimeCredits.amount}), 0)::int` })
    .from(playtimeCredits)
    .where(and(eq(playtimeCredits.playerId, playerId), eq(playtimeCredits.day, utcDay(ctx.now()))));
  return Number(row?.credits ?? 0);
}

/** The day's online minutes, sessions and credits per player of the instance (the dashboard's table). */
export async function playtimeDay(ctx: AppContext, botId: number, day?: string): Promise<PlaytimeDay> {
  const d = day ?? utcDay(ctx.now());
  const minutes = await ctx.db
    .select({
      playerId: playtimeDays.playerId,
      name: players.name,
      serverId: playtimeDays.serverId,
      serverName: servers.name,
      minutes: playtimeDays.minutes,
      sessions: playtimeDays.sessions,
    })
    .from(playtimeDays)
    .innerJoin(players, eq(players.id, playtimeDays.playerId))
    .innerJoin(servers, eq(servers.id, playtimeDays.serverId))
    .where(and(eq(playtimeDays.botId, botId), eq(playtimeDays.day, d)));
  const credits = await ctx.db
    .select({
      playerId: playtimeCredits.playerId,
      credits: sql<number>`sum(${playtimeCredits.amount})::int`,
    })
    .from(playtimeCredits)
    .where(and(eq(playtimeCredits.botId, botId), eq(playtimeCredits.day, d)))
    .groupBy(playtimeCredits.playerId);
  const byPlayer = new Map<number, PlaytimeDay['rows'][number]>();
  for (const m of minutes) {
    const r = byPlayer.get(m.playerId) ?? {
      playerId: m.playerId,
      name: m.name,
      minutes: 0,
      sessions: 0,
      credits: 0,
      servers: [],
    };
    r.minutes += m.minutes;
    r.sessions += m.sessions;
    r.servers.push({ serverId: m.serverId, name: m.serverName, minutes: m.minutes });
    byPlayer.set(m.playerId, r);
  }
  for (const c of credits) {
    const r = byPlayer.get(c.playerId);
    if (r) r.credits = Number(c.credits);
  }
  const rows = [...byPlayer.values()].sort((a, b) => b.minutes - a.minutes || a.playerId - b.playerId);
  return { day: d, rows: rows.slice(0, 500) };
}
