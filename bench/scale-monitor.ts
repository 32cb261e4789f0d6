/**
 * Benchmark (issue 34): one pass of the RCON monitor (job rcon-monitor) over SERVERS game servers (default
 * 200) on 127.0.0.1, DEAD_PERCENT (default 10) of which accept the connection and never answer (a hung
 * server: each costs a full connect timeout). Real TCP RCON fakes in this process, the real job.
 * Run: npx tsx bench/scale-monitor.ts   (PGlite in memory; set DATABASE_URL for PostgreSQL)
 */
import net from 'node:net';
import { servers } from '../packages/server/src/db/schema';
import { startFakeRcon, type FakeRconServer } from '../packages/server/src/integrations/rcon/fake-server';
import { runRconMonitor } from '../packages/server/src/features/servers/rcon-monitor';
import { withBenchRuntime } from './runtime';
import { dbName, record } from './load';

const N = Number(process.env.SERVERS ?? 200);
const DEAD = Math.round((N * Number(process.env.DEAD_PERCENT ?? 10)) / 100);
const PASSWORD = 'bench';

const live: FakeRconServer[] = [];
for (let i = 0; i < N - DEAD; i++) live.push(await startFakeRcon({ password: PASSWORD, players: 1 }));
const silent: net.Server[] = [];
const sockets: net.Socket[] = [];
for (let i = 0; i < DEAD; i++) {
  const s = net.createServer((c) => sockets.push(c));
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  silent.push(s);
}
const ports = [...live.map((f) => f.port), ...silent.map((s) => (s.address() as net.AddressInfo).port)];

await withBenchRuntime(async (ctx, botId) => {
  const pw = ctx.secrets.encrypt(PASSWORD);
  await ctx.db.delete(servers);
  await ctx.db.insert(servers).values(
    ports.map((port, i) => ({
      botId,
      name: `Server ${i}`,
      ip: '127.0.0.1',
      rconPort: port,
      rconPassword: pw,
    })),
  );
  const t0 = performance.now();
  await runRconMonitor(ctx);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`monitor pass over ${N} servers (${DEAD} dead): ${seconds.toFixed(1)} s`);
  record({
    bench: 'scale-monitor',
    scenario: `${N} servers, ${DEAD} not answering, one pass`,
    database: dbName(),
    value: seconds,
    unit: 's',
  });
});
for (const c of sockets) c.destroy();
await Promise.all([...live.map((f) => f.close()), ...silent.map((s) => new Promise((r) => s.close(r)))]);
process.exit(0);
