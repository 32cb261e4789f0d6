// `npm start`: serves the API at once (with the Discord bot when DISCORD_BOT_TOKEN is set) and builds the
// dashboard in parallel when its build is missing or older than its sources (the server picks the build up
// without a restart).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'packages/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'packages/web/src'), path.join(root, 'packages/domain/src')];
const stale =
  !fs.existsSync(dist) || sources.some((d) => fs.existsSync(d) && newestMtime(d) > fs.statSync(dist).mtimeMs);

// with a bot token (or PROCESS_ROLE=bot) the entry that can run the Discord bot (packages/bot/src/serve.ts)
const entry =
  process.env.DISCORD_BOT_TOKEN || process.env.PROCESS_ROLE === 'bot'
    ? 'packages/bot/src/serve.ts'
    : 'packages/server/src/main.ts';
const server = spawn(process.execPath, ['--import', 'tsx', entry], {
  cwd: root,
  stdio: 'inherit',
});
if (stale) {
  console.log('Building the dashboard in the background; the API is already up.');
  const build = spawn('npm', ['run', 'build:web', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  build.on('exit', (code) =>
    console.log(code === 0 ? 'Dashboard built.' : `Dashboard build failed (exit ${code}).`),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
