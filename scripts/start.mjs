// `npm start`: runs the compiled server (with the Discord bot when DISCORD_BOT_TOKEN is set) with plain
// `node`. In a checkout with development dependencies a missing or outdated build is made first: the
// server and bot compile in about a second (scripts/build.mjs), the dashboard builds in the background
// while the API is already up (the server picks it up without a restart). A production install
// (`npm ci --omit=dev` after `npm run build`) only runs what is built.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}
const staleAgainst = (output, sources) =>
  !fs.existsSync(output) ||
  sources.some((d) => fs.existsSync(at(d)) && newestMtime(at(d)) > fs.statSync(output).mtimeMs);
const canBuild = fs.existsSync(at('node_modules/esbuild')) && fs.existsSync(at('packages/server/src'));

// with a bot token (or PROCESS_ROLE=bot) the entry that can run the Discord bot (packages/bot/src/serve.ts)
const entry = at(
  process.env.DISCORD_BOT_TOKEN || process.env.PROCESS_ROLE === 'bot'
    ? 'packages/bot/build/serve.js'
    : 'packages/server/build/server.js',
);
const code = ['packages/server/src', 'packages/bot/src', 'packages/domain/src'];
if (canBuild && staleAgainst(entry, code)) {
  const r = spawnSync(process.execPath, [at('scripts/build.mjs'), 'server'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (!fs.existsSync(entry)) {
  console.error(`${path.relative(root, entry)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const server = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit' });

const web = at('packages/web/dist/index.html');
if (
  fs.existsSync(at('node_modules/vite')) &&
  staleAgainst(web, ['packages/web/src', 'packages/domain/src'])
) {
  console.log('Building the dashboard in the background; the API is already up.');
  const build = spawn('npm', ['run', 'build:web', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  build.on('exit', (c) => console.log(c === 0 ? 'Dashboard built.' : `Dashboard build failed (exit ${c}).`));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (c) => process.exit(c ?? 0));
