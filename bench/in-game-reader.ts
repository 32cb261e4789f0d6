/**
 * Benchmark: the in-game shop's chat reader (issue 24). One process reads N simulated game servers (default
 * 500, real TCP RCON in a child process) at the default 3 s poll interval through the real scheduler job
 * (`in-game-chat`, every 2 s): CPU of this process per server poll, and the latency from a line entering a
 * server's chat buffer to the private reply (p50, p99), over DURATION_S (default 60 s) with 1 `+bal` line per
 * second per 10 servers. "Servers at 50 % of a core" = 0.5 s / (CPU per poll / 3 s).
 * Run: npx tsx bench/in-game-reader.ts   (PGlite in memory; set DATABASE_URL for PostgreSQL)
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { defaultBotSettings } from '../packages/domain/src';
import { botInstances, servers } from '../packages/server/src/db/schema';
import { insertPlayer } from '../packages/server/src/db/factories';
import { encryptSettings } from '../packages/server/src/features/bots/secrets';
import { jobs } from '../packages/server/src/jobs';
import { startScheduler } from '../packages/server/src/jobs/scheduler';
import { withBenchRuntime } from './runtime';
import { dbName, record } from './load';

const N = Number(process.env.SERVERS ?? 500);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const PASSWORD = 'bench';

const child = fork(path.join(import.meta.dirname, 'in-game-fakes.ts'), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, FAKES: String(N), FAKE_PASSWORD: PASSWORD },
});
const ports = await new Promise<number[]>((resolve) =>
  child.on('message', (m: { ports?: number[] }) => m.ports && resolve(m.ports)),
);
const latencies: number[] = [];
child.on('message', (m: { replied?: [number, number] }) => m.replied && latencies.push(m.replied[1]));
const polls = () =>
  new Promise<number>((resolve) => {
    const on = (m: { polls?: number }) => {
      if (m.polls === undefined) return;
      child.off('message', on);
      resolve(m.polls);
    };
    child.on('message', on);
    child.send({ polls: true });
  });

await withBenchRuntime(async (ctx) => {
  const settings = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
  const [bot] = await ctx.db
    .insert(botInstances)
    .values({
      guildId: '777000000000000001',
      guildName: 'Bench',
      ownerId: '100000000000000001',
      isShopEnabled: true,
      settings: {},
    })
    .returning();
  const pw = ctx.secrets.encrypt(PASSWORD);
  const rows = await ctx.db
    .insert(servers)
    .values(
      ports.map((port, i) => ({
        botId: bot!.id,
        name: `Server ${i}`,
        ip: '127.0.0.1',
        rconPort: port,
        rconPassword: pw,
      })),
    )
    .returning({ id: servers.id });
  for (let i = 0; i < N; i++)
    await insertPlayer(ctx.db, bot!.id, {
      name: `Bench ${i}`,
      eosId: `0002be9c${String(i).padStart(24, '0')}`,
      credits: 100,
    });
  settings.inGameShopSettings = {
    ...settings.inGameShopSettings,
    isEnabled: true,
    serverIds: rows.map((r) => r.id),
  };
  await ctx.db.update(botInstances).set({ settings: encryptSettings(settings, ctx.secrets) });

  const scheduler = startScheduler(
    ctx,
    jobs.filter((j) => j.name === 'in-game-chat'),
    () => undefined,
    { firstMs: 0 },
  );
  await new Promise((r) => setTimeout(r, 10_000)); // warm-up: every server read once, connections open
  latencies.length = 0;
  const polls0 = await polls();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let next = 0;
  const talk = setInterval(() => {
    for (let k = 0; k < Math.max(1, N / 10); k++) {
      const i = next++ % N;
      child.send({ say: [i, `Bench ${i} (Human): +bal`] });
    }
  }, 1000);
  await new Promise((r) => setTimeout(r, DURATION_S * 1000));
  clearInterval(talk);
  const cpu = process.cpuUsage(cpu0);
  const wallS = (performance.now() - t0) / 1000;
  const pollCount = (await polls()) - polls0;
  await new Promise((r) => setTimeout(r, 4000)); // the last lines' replies
  await scheduler.stop();
  child.send({ stop: true });

  const cpuS = (cpu.user + cpu.system) / 1e6;
  const perPollMs = (cpuS * 1000) / pollCount;
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const at50 = Math.floor(0.5 / (perPollMs / 1000 / 3));
  record({
    bench: 'in-game-reader',
    scenario: `${N} servers, 3 s poll, ${DURATION_S} s`,
    database: dbName(),
    value: perPollMs,
    unit: 'ms CPU per server poll',
    target: 'p50 <= 3.5 s',
    detail:
      `${pollCount} polls (${(pollCount / wallS).toFixed(0)}/s, ideal ${(N / 3).toFixed(0)}/s), CPU ${((cpuS / wallS) * 100).toFixed(0)} % of a core, ` +
      `line->reply p50 ${(pct(50) / 1000).toFixed(2)} s p99 ${(pct(99) / 1000).toFixed(2)} s (${sorted.length} replies), ` +
      `servers at 50 % of a core ~${at50}`,
  });
});
process.exit(0);
