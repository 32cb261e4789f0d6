/**
 * Benchmark: the purchases scenario through one and through two API processes on one PostgreSQL (issue 15).
 * Each run starts the processes as `npm start` does (PROCESS_ROLE=api, packages/bot/test/cluster/topology.ts)
 * against a local RCON game server, sends 400 orders to warm up, then BENCH_ORDERS player-portal orders (default 2,000; HTTP POST
 * /api/portal/{guild}/buy, 20 at a time, spread round-robin over the processes, by 200 players so no player
 * meets the 20 orders/minute limit) each charge, deliver one RCON command and log. The two-process run is
 * reported as a ratio to the one-process run of the same invocation.
 * Run: npx tsx bench/cluster-purchases.ts   (DATABASE_URL, default the local PostgreSQL)
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_GUILD_ID } from '../packages/server/src/features/demo/personas';
import { startCluster } from '../packages/bot/test/cluster/topology';
import { record } from './load';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const WARMUP = 400;
const BUYERS = 200;
const CONCURRENCY = 20;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function run(apis: number) {
  const tokens: string[] = [];
  const c = await startCluster({
    databaseUrl,
    apis,
    botAndJobs: false,
    quiet: true,
    env: { LOG_LEVEL: 'error' },
    async prepare(ctx, data) {
      await ctx.db.execute(sql`
        insert into users (discord_id, username) select (500000000000000000 + g)::text, 'Buyer ' || g
        from generate_series(1, ${BUYERS}) g`);
      await ctx.db.execute(sql`
        insert into players (bot_id, name, discord_id, eos_id, credits, total_credits_earned)
        select b.id, 'Buyer ' || g, (500000000000000000 + g)::text, lpad((7000 + g)::text, 32, '0'), 1000000, 1000000
        from generate_series(1, ${BUYERS}) g, bot_instances b where b.guild_id = ${DEMO_GUILD_ID}`);
      const expires = new Date(Date.now() + 86_400_000);
      for (let g = 1; g <= BUYERS; g++) {
        const token = crypto.randomBytes(32).toString('base64url');
        tokens.push(token);
        const hash = crypto.createHash('sha256').update(token).digest('hex');
        await ctx.db.execute(sql`
          insert into sessions (user_id, token_hash, expires_at)
          select id, ${hash}, ${expires} from users where discord_id = ${String(500000000000000000n + BigInt(g))}`);
        data.guilds[0]!.members.push(String(500000000000000000n + BigInt(g)));
      }
    },
  });
  try {
    await c.ready();
    const latencies: number[] = [];
    let failed = 0;
    /** `count` orders, CONCURRENCY at a time, round-robin over the processes and the buyers. */
    const drive = async (count: number, first: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < count) {
            const i = first + next++;
            const api = c.api[i % c.api.length]!;
            const start = performance.now();
            const res = await fetch(`${api.url}/api/portal/${DEMO_GUILD_ID}/buy`, {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens[i % BUYERS]}`, 'content-type': 'application/json' },
              body: JSON.stringify({ kitId: c.kitId, serverId: c.serverUp }),
            });
            const body = (await res.json()) as { status?: string };
            if (res.status !== 200 || body.status !== 'delivered') failed++;
            latencies.push(performance.now() - start);
          }
        }),
      );
    };
    // warm-up, not timed: every process compiles its hot paths and fills its caches (sessions, who is online)
    await drive(WARMUP, 0);
    latencies.length = 0;
    failed = 0;
    const t0 = performance.now();
    await drive(ORDERS, WARMUP);
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const rate = ORDERS / seconds;
    console.log(
      `${apis} API process(es): ${ORDERS} purchases in ${seconds.toFixed(1)} s = ${rate.toFixed(0)} purchases/s, ` +
        `p50 ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, not delivered ${failed}`,
    );
    await c.stop();
    return {
      rate,
      detail: `p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms, not delivered ${failed}`,
    };
  } finally {
    await c.close();
  }
}

console.log(`purchases through the API processes on one PostgreSQL, ${CONCURRENCY} at a time`);
const one = await run(1);
const two = await run(2);
console.log(`two processes / one process: ${(two.rate / one.rate).toFixed(2)}x throughput`);
const row = { bench: 'cluster', database: 'PostgreSQL', unit: 'purchases/s' };
record({ ...row, scenario: 'portal purchases, 1 API process', value: one.rate, detail: one.detail });
// the ratio column: two processes against one, same run (on 2 cores: not slower, docs/performance.md)
record({
  ...row,
  scenario: 'portal purchases, 2 API processes (ceiling: 1 process)',
  value: two.rate,
  ceiling: one.rate,
  target: 'ratio >= 1 (2 cores)',
  detail: two.detail,
});
