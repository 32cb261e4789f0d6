/**
 * A year of one instance's economy for the read benches (bench/overview.ts, bench/read-ceiling-server.ts):
 * `players` players, `history` credit-history rows and `purchases` purchases spread evenly over the last 365
 * days, each one INSERT ... SELECT generate_series (seconds for hundreds of thousands of rows), then
 * `vacuum analyze`. The overview's back-dated-row triggers are off while it writes (the rollup has nothing
 * to forget yet). Answers the id of the first seeded player ('Survivor 1').
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../packages/server/src/context';

const YEAR_SECONDS = 365 * 86_400;

export async function seedEconomy(
  ctx: AppContext,
  botId: number,
  n: { players: number; history: number; purchases: number },
) {
  await ctx.db.execute(sql`alter table credit_history disable trigger credit_history_overview_backdated`);
  await ctx.db.execute(sql`alter table purchases disable trigger purchases_overview_backdated`);
  await ctx.db.execute(sql`
    insert into players (bot_id, name, discord_id, discord_name, steam_id, credits, total_credits_earned, created_at)
    select ${botId}, 'Survivor ' || g, (400000000000000000 + g)::text, 'survivor_' || g,
           (76561198000000000 + g)::text, g % 5000, g % 9000,
           now() - make_interval(secs => (g::float8 * ${YEAR_SECONDS}) / ${n.players})
    from generate_series(1, ${n.players}) g`);
  const first = Number(
    (await ctx.db.execute(sql`select min(id) as id from players where name = 'Survivor 1'`)).rows[0]!.id,
  );
  await ctx.db.execute(sql`
    insert into credit_history (bot_id, player_id, amount, balance_after, reason, actor, created_at)
    select ${botId}, ${first} + (g % ${n.players}),
      case g % 8 when 0 then -100 when 6 then 100 else 10 + g % 40 end,
      0,
      case g % 8 when 0 then 'Bought kit Starter Set' when 1 then 'Vote on ARK-Servers.net'
        when 2 then 'Discord activity' when 3 then 'Passive income' when 4 then 'Tip4Serv purchase'
        when 5 then 'Event prize' when 6 then 'Refund: kit Starter Set could not be delivered' else 'From our tool' end,
      case g % 8 when 1 then 'Vote reward' when 2 then 'Discord Activity Credits' when 3 then 'Passive income'
        when 4 then 'Tip4Serv' when 5 then 'Demo Owner' when 7 then 'api' else 'Shop' end,
      now() - make_interval(secs => (g::float8 * ${YEAR_SECONDS}) / ${n.history})
    from generate_series(1, ${n.history}) g`);
  await ctx.db.execute(sql`
    insert into purchases (bot_id, player_id, player_name, kit_name, source, price, status, refunded,
                           created_at, attempted_at, delivered_at)
    select ${botId}, ${first} + (g % ${n.players}), 'Survivor ' || (1 + g % ${n.players}), 'Kit ' || (g % 20),
      'discord', 100,
      case when g % 50 = 0 then 'failed' when g % 97 = 0 then 'expired' when g % 499 = 0 then 'unknown' else 'delivered' end,
      g % 50 = 0 or g % 97 = 0,
      c, c, case when g % 50 = 0 or g % 97 = 0 or g % 499 = 0 then null else c + make_interval(secs => g % 300) end
    from (select g, now() - make_interval(secs => (g::float8 * ${YEAR_SECONDS}) / ${n.purchases}) as c
          from generate_series(1, ${n.purchases}) g) s`);
  await ctx.db.execute(sql`alter table credit_history enable trigger credit_history_overview_backdated`);
  await ctx.db.execute(sql`alter table purchases enable trigger purchases_overview_backdated`);
  for (const table of ['players', 'credit_history', 'purchases'])
    await ctx.db.execute(sql.raw(`vacuum analyze ${table}`));
  return first;
}
