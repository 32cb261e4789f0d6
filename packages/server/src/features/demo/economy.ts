import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, creditHistory, kits, kv, players, purchases, servers } from '../../db/schema';
import { playerValues } from '../../db/factories';
import { DEMO_GUILD_ID } from './personas';
import { DEMO_PLAYER_EOS_ID } from './portal-player';
import { seedHistory } from '../players/ledger';
import type { LedgerKind, LedgerParams } from '@asa/domain';

const DAY = 86_400_000;
const DAYS = 60;
const MARKER = 'demo:economy-history';

/**
 * Sixty days of economy history for the demo's Overview page: a few more players joining over time, and per
 * day votes, Discord activity, passive income, now and then a Tip4Serv purchase or an admin's grant, and kit
 * purchases by the players who joined (delivered seconds to minutes later, all delivered), each with its
 * credit-history rows; balances and `balance_after` are then recomputed so the ledger adds up. Everything
 * lies before the demo's own purchases (which stay the newest), nothing is open (the delivery queue has
 * nothing to do). Once per database (a kv marker).
 */
export async function seedDemoEconomy(ctx: AppContext) {
  const { db } = ctx;
  const [bot] = await db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  if (!bot) return false;
  if ((await db.select().from(kv).where(eq(kv.key, MARKER))).length) return false;
  const now = ctx.now().getTime();
  const start = now - (DAYS + 2) * DAY;
  const kitRows = await db.select().from(kits).where(eq(kits.botId, bot.id));
  const server = (await db.select().from(servers).where(eq(servers.botId, bot.id)))[0];
  // kits without a buy limit only: the history must not use up what the demo's players may still buy
  const buyable = kitRows.filter((k) => k.price > 0 && !k.useBuyLimit);
  if (!buyable.length) return false;
  await db.transaction(async (tx) => {
    // the portal's demo player keeps its own balance and orders (the portal and in-game tests count on them)
    const existing = (await tx.select().from(players).where(eq(players.botId, bot.id))).filter(
      (p) => p.eosId !== DEMO_PLAYER_EOS_ID,
    );
    const joined = new Map<number, number>(existing.map((p) => [p.id, start]));
    for (let i = 1; i <= 8; i++) {
      const at = start + i * 7 * DAY;
      const [p] = await tx
        .insert(players)
        .values(
          playerValues(bot.id, {
            name: `Yuty Rider ${i}`,
            discordId: `3000000000000001${10 + i}`,
            discordName: `yuty_rider_${i}`,
            createdAt: new Date(at),
          }),
        )
        .returning();
      joined.set(p!.id, at);
    }
    type History = typeof creditHistory.$inferInsert;
    const history: History[] = [];
    const bought: (typeof purchases.$inferInsert)[] = [];
    const add = (
      playerId: number,
      at: number,
      amount: number,
      reason: string,
      actor: string,
      kind: LedgerKind,
      params: LedgerParams = {},
    ) =>
      history.push({
        botId: bot.id,
        playerId,
        amount,
        balanceAfter: 0,
        reason,
        actor,
        kind,
        params,
        createdAt: new Date(at),
      });
    const ids = [...joined.keys()];
    for (let d = 0; d < DAYS; d++) {
      const day = start + d * DAY;
      for (const [n, id] of ids.entries()) {
        if (joined.get(id)! > day) continue;
        const t = (h: number) => day + h * 3_600_000 + n * 60_000;
        if ((d + n) % 2 === 0)
          add(id, t(9), 50, 'Vote on ARK-Servers.net', 'Vote reward', 'vote', { site: 'ARK-Servers.net' });
        if ((d + n) % 3 === 0)
          add(id, t(19), 10 + (n % 4) * 5, 'Discord activity', 'Discord Activity Credits', 'activity');
        if (n < 3) add(id, t(0), 20, 'Passive income', 'Passive income', 'passive_income');
        if ((d * 7 + n) % 23 === 0) add(id, t(15), 500, 'Tip4Serv purchase', 'Tip4Serv', 'tip4serv');
        if (d % 14 === 6 && n % 3 === 0)
          add(id, t(20), 200, 'Weekend event prize', 'Demo Owner', 'admin_grant');
        // kit purchases by the players who joined in this history only: the seeded players' own purchases
        // (delivered, waiting, failed, needs decision) stay the ones the Purchases page and its tests show
        if (n >= existing.length && (d + 2 * n) % 10 === 0) {
          const kit = buyable[(d + n) % buyable.length]!;
          const at = t(17);
          add(id, at, -kit.price, `Bought kit ${kit.name}`, 'Shop', 'purchase', { kit: kit.name });
          bought.push({
            botId: bot.id,
            playerId: id,
            playerName: `Yuty Rider ${n - existing.length + 1}`,
            kitId: kit.id,
            kitName: kit.name,
            serverId: server?.id ?? null,
            serverName: server?.name ?? '',
            source: (['discord', 'portal', 'discord', 'in-game', 'api'] as const)[(d + n) % 5]!,
            price: kit.price,
            status: 'delivered',
            createdAt: new Date(at),
            attemptedAt: new Date(at),
            deliveredAt: new Date(at + (5 + ((d * 31 + n * 17) % 240)) * 1000),
          });
        }
      }
    }
    for (let i = 0; i < history.length; i += 500) await seedHistory(tx, history.slice(i, i + 500));
    for (let i = 0; i < bought.length; i += 500) await tx.insert(purchases).values(bought.slice(i, i + 500));
    // balances: what was there plus the history added; balance_after as the running sum of each ledger
    await tx.execute(sql`
      update players p set credits = greatest(0, s.total), total_credits_earned = greatest(p.total_credits_earned, s.earned)
      from (select player_id, sum(amount) as total, sum(greatest(amount, 0)) as earned
            from credit_history where bot_id = ${bot.id} group by player_id) s
      where p.id = s.player_id and p.eos_id <> ${DEMO_PLAYER_EOS_ID}`);
    await tx.execute(sql`
      update credit_history c set balance_after = greatest(0, r.running)
      from (select id, sum(amount) over (partition by player_id order by created_at, id) as running
            from credit_history where bot_id = ${bot.id}) r
      where c.id = r.id and c.player_id in (select id from players where bot_id = ${bot.id} and eos_id <> ${DEMO_PLAYER_EOS_ID})`);
    await tx.insert(kv).values({ key: MARKER, value: { at: new Date(now).toISOString() } });
  });
  return true;
}
