// `npm run cluster`: the many-process topology on your PostgreSQL (DATABASE_URL, default the local one):
// two API processes, one Discord bot process and one jobs process against local fakes of Discord and a game
// server, in a fresh schema that is dropped again on Ctrl-C. Prints each process's address and log lines.
import { startCluster } from './topology';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const cluster = await startCluster({ databaseUrl, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } });
await cluster.ready();
console.log(`\nCluster ready on PostgreSQL schema ${cluster.schema}:`);
for (const p of cluster.processes)
  console.log(`  ${p.name.padEnd(6)} PROCESS_ROLE=${p.role.padEnd(4)} ${p.url}`);
console.log(`  owner session for the API: Authorization: Bearer ${cluster.tokens.owner}`);
console.log('Ctrl-C stops every process (SIGTERM, graceful) and drops the schema.\n');
const stop = async () => {
  const { codes, ms } = await cluster.stop();
  console.log(`Stopped in ${ms} ms:`, codes);
  await cluster.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
