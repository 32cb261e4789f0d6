import { createTestApp } from './test/helpers/harness';
const t = await createTestApp();
const n = 5000;
const lines = Array.from({ length: n }, (_, i) => `${800000000000000000n + BigInt(i)},Player ${i},disc_${i},${i % 700}`);
const csv = ['discordId,name,discordName,credits', ...lines].join('\n');
const run = async (dryRun: boolean) => {
  const t0 = performance.now();
  const res = await t.call('owner', { method: 'POST', url: `/api/player/import/${t.botId}`, payload: { csv, dryRun } });
  const ms = performance.now() - t0;
  const body = res.json();
  console.log(`${dryRun ? 'dry run' : 'apply'}: ${res.statusCode} created=${body.created} updated=${body.updated} ${Math.round(ms)} ms, load ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`);
};
await run(true);
await run(false);
await run(true);
await t.close();
