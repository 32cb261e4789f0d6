import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from './context';
import { botInstances, kits, kv, players, servers, shopRanks } from './db/schema';
import { decryptSettings, encryptSettings } from './features/bots/secrets';
import { runPlaytime, slotStart } from './features/playtime/service';
import { startSeason } from './features/seasons/service';
import { sendCredits } from './features/transfers/service';
import { DEMO_GUILD_ID, demoPersonas } from './features/demo/personas';
import { DEMO_PLAYER_EOS_ID } from './features/demo/portal-player';
import { isDemoPlayerOnline, setDemoPlayerOnline } from './features/demo/rcon';

const DAY = 86_400_000;
const MINUTE = 60_000;
const MARKER = 'demo:earn';
/** The demo's playtime rule: 20 credits per online hour (VIP 150 %), sampled every 5 minutes, at most 200 a day. */
export const DEMO_PLAYTIME = { creditsPerInterval: 20, intervalMinutes: 60, sampleMinutes: 5, dailyCap: 200 };
/** The Mystery Box's weights in the demo: saddle 50 %, rifle 30 %, kibble 20 %. */
export const DEMO_MYSTERY_WEIGHTS = [5, 3, 2];

/**
 * The demo's earn features (issue 37), once per database (a kv marker), after the economy history: playtime
 * credits switched on for The Island with an hour sampled yesterday and (after 1 am UTC) today by the real
 * job against the demo game server, transfers switched on with two transfers sent now through the real service,
 * two seasons started by the real season start (season 1 forty days ago keeping everything, season 2 twelve
 * days ago resetting votes, activity and passive income; season 1's leaderboard is then frozen), and the
 * Mystery Box's groups weighted 5/3/2. The portal's demo player is kept off the game server while the hours
 * are sampled and is not part of a transfer: its balance stays what the portal tests count on. The sampled
 * hours are whole intervals, so the live job's next credit needs another full hour online.
 * It lives beside bootstrap.ts (which calls it), not in features/demo: it composes the playtime, seasons and
 * transfers features, and the demo feature importing them would close import circles (import-circles.test.ts).
 */
export async function seedDemoEarn(ctx: AppContext) {
  const { db } = ctx;
  const [bot] = await db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  if (!bot) return false;
  if ((await db.select().from(kv).where(eq(kv.key, MARKER))).length) return false;
  const now = ctx.now().getTime();
  const at = (t: number): AppContext => ({ ...ctx, now: () => new Date(t) });
  const [island] = await db
    .select()
    .from(servers)
    .where(and(eq(servers.botId, bot.id), eq(servers.name, 'The Island')));
  const [vip] = await db
    .select()
    .from(shopRanks)
    .where(and(eq(shopRanks.botId, bot.id), eq(shopRanks.name, 'VIP')));
  const settings = decryptSettings(bot.settings as Record<string, Record<string, unknown>>, ctx.secrets);
  settings.playtimeSettings = {
    ...settings.playtimeSettings,
    isEnabled: true,
    serverIds: island ? [island.id] : [],
    ...DEMO_PLAYTIME,
    rankMultipliers: vip ? [{ rankId: vip.id, percent: 150 }] : [],
  };
  settings.transferSettings = {
    ...settings.transferSettings,
    isEnabled: true,
    minAmount: 10,
    maxAmount: 1000,
    dailyLimit: 2000,
    feePercent: 5,
    minAccountAgeDays: 0,
  };
  await db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, ctx.secrets) })
    .where(eq(botInstances.id, bot.id));
  ctx.cache.invalidate('instance', bot.id);

  const [box] = await db
    .select()
    .from(kits)
    .where(and(eq(kits.botId, bot.id), eq(kits.name, 'Mystery Box')));
  if (box)
    await db
      .update(kits)
      .set({
        description: 'One of three surprises: a saddle (50%), a rifle (30%) or kibble (20%).',
        itemGroups: box.itemGroups.map((g, i) => ({ ...g, weight: DEMO_MYSTERY_WEIGHTS[i] ?? 1 })),
      })
      .where(eq(kits.id, box.id));

  // seasons first: a start dated twelve days ago must not take credits the later entries gave
  const owner = { userId: null, name: demoPersonas.owner.username };
  await startSeason(at(now - 40 * DAY), bot.id, { name: 'Season 1: The Island', resetKinds: [] }, owner);
  await startSeason(
    at(now - 12 * DAY),
    bot.id,
    { name: 'Season 2: Scorched Earth', resetKinds: ['vote', 'activity', 'passive_income'] },
    owner,
  );

  // transfers now (the seeded players are minutes old), through the one service (ledger, audit, the DM)
  const byName = async (name: string) =>
    (
      await db
        .select()
        .from(players)
        .where(and(eq(players.botId, bot.id), eq(players.name, name)))
    )[0];
  const pairs = [
    ['Argy Ace', 'Dodo Whisperer', 100, 'discord'],
    ['Raptor Rick', 'Wyvern Queen', 50, 'in-game'],
  ] as const;
  for (const [i, [from, to, amount, source]] of pairs.entries()) {
    const a = await byName(from);
    const b = await byName(to);
    if (!a || !b) continue;
    await sendCredits(ctx, {
      botId: bot.id,
      fromPlayerId: a.id,
      toPlayerId: b.id,
      amount,
      source,
      actor: a.name,
      idempotencyKey: `demo:${i + 1}`,
    });
  }

  // playtime: the real job samples the demo game server, the portal's demo player off it meanwhile
  const wasOnline = isDemoPlayerOnline(ctx, DEMO_PLAYER_EOS_ID);
  await setDemoPlayerOnline(ctx, DEMO_PLAYER_EOS_ID, false);
  try {
    const hour = DEMO_PLAYTIME.intervalMinutes * MINUTE;
    const step = DEMO_PLAYTIME.sampleMinutes * MINUTE;
    const windows = [startOfDay(now) - DAY + 20 * 3_600_000];
    // today only when a whole hour fits before the current slot (the live job samples that one)
    const current = slotStart(new Date(now), DEMO_PLAYTIME.sampleMinutes).getTime();
    if (current - hour >= startOfDay(now)) windows.push(current - hour);
    for (const from of windows) for (let t = from; t < from + hour; t += step) await runPlaytime(at(t));
  } finally {
    await setDemoPlayerOnline(ctx, DEMO_PLAYER_EOS_ID, wasOnline);
  }

  // entries dated in the past were written on today's balances: the running balance again of each ledger
  // that adds up to its balance (the economy history's later joiners overspend and stay as they are)
  await db.execute(sql`
    update credit_history c set balance_after = r.running
    from (select id, sum(amount) over (partition by player_id order by created_at, id) as running
          from credit_history where bot_id = ${bot.id}) r
    where c.id = r.id and c.player_id in (
      select p.id from players p where p.bot_id = ${bot.id} and p.eos_id <> ${DEMO_PLAYER_EOS_ID}
        and p.credits = (select coalesce(sum(h.amount), 0) from credit_history h where h.player_id = p.id))`);
  await db.insert(kv).values({ key: MARKER, value: { at: new Date(now).toISOString() } });
  return true;
}

const startOfDay = (t: number) => Math.floor(t / DAY) * DAY;
