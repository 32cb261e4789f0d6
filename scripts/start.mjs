// `npm start`: runs the compiled server (with the Discord bot when DISCORD_BOT_TOKEN is set) with plain
// `node`; `npm run start:bot` (argument `bot`) runs the Discord bot alone (PROCESS_ROLE=bot). In a checkout
// with development dependencies a missing or outdated build is made first: the server and bot compile in
// about a second (scripts/build.mjs), the dashboard builds in the background while the API is already up
// (the server picks it up without a restart; until then its page says how the build goes, from the status
// file written here). A production install (`npm ci --omit=dev` after `npm run build`) only runs what is
// built. `npm start` is `exec node scripts/start.mjs`: npm's `sh -c` would otherwise stay in between and,
// killed by the group's SIGTERM, make npm die of it before the server shut down. Signals: the first
// SIGINT/SIGTERM is passed on to the server once (it shuts down once however many arrive); a server ended
// by a signal makes this exit 128 + the signal's number, so a service manager sees a failure
// (docs/deployment.md).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
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

/** Whether `name` resolves from the workspace `dir` the way Node resolves it there (hoisted or not). */
function resolvesFrom(dir, name) {
  if (!fs.existsSync(at(`${dir}/package.json`))) return false;
  try {
    createRequire(at(`${dir}/package.json`)).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

const botAlone = process.argv[2] === 'bot';
// the bot alone, or with a bot token (or PROCESS_ROLE=bot) the entry that can run the Discord bot
// (packages/bot/src/serve.ts), else the server without the bot's code
const entry = at(
  botAlone
    ? 'packages/bot/build/bot.js'
    : process.env.DISCORD_BOT_TOKEN || process.env.PROCESS_ROLE === 'bot'
      ? 'packages/bot/build/serve.js'
      : 'packages/server/build/server.js',
);
const code = ['packages/server/src', 'packages/bot/src', 'packages/domain/src'];
const canBuild = resolvesFrom('.', 'esbuild') && fs.existsSync(at('packages/server/src'));
if (canBuild && staleAgainst(entry, code)) {
  const r = spawnSync(process.execPath, [at('scripts/build.mjs'), 'server'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (!fs.existsSync(entry)) {
  console.error(`${path.relative(root, entry)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
let stopping = false;
const server = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit' });
const build = botAlone ? null : buildDashboard();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // a signal to the process group reaches the server too; it is passed on once whatever arrives here
    if (stopping) return;
    stopping = true;
    build?.kill('SIGTERM');
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  build?.kill('SIGTERM');
  if (signal) console.error(`The server was ended by ${signal}.`);
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});

/**
 * Builds the dashboard in the background when it is missing or older than its sources and the web
 * workspace can build it (vite resolves from packages/web). Its output goes to packages/web/dist-build.log;
 * packages/web/dist-build.json says what happens (building with the pid, or failed with the exit code),
 * which the server's placeholder page shows (packages/server/src/plugins/web-build.ts).
 */
function buildDashboard() {
  const dist = at('packages/web/dist');
  const statusFile = `${dist}-build.json`;
  const log = `${dist}-build.log`;
  // WEB_DIST names a dashboard built elsewhere: it is served as it is
  if (process.env.WEB_DIST) return null;
  if (!resolvesFrom('packages/web', 'vite') || !resolvesFrom('packages/web', 'typescript')) return null;
  if (!staleAgainst(path.join(dist, 'index.html'), ['packages/web/src', 'packages/domain/src'])) {
    fs.rmSync(statusFile, { force: true });
    return null;
  }
  const started = Date.now();
  const out = fs.openSync(log, 'w');
  // npm's own CLI when started by npm (npm start), else the npm on PATH
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  const child = spawn(npm[0], [...npm[1], 'run', 'build:web', '--silent'], {
    cwd: root,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const status = (s) => fs.writeFileSync(statusFile, JSON.stringify({ ...s, log, startedAt: started }));
  status({ state: 'building', pid: child.pid });
  console.log(
    `Building the dashboard in the background (about a minute; log: ${path.relative(root, log)}); the API is already up.`,
  );
  child.on('exit', (code, signal) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    if (code === 0) {
      fs.rmSync(statusFile, { force: true });
      console.log(`Dashboard built in ${seconds} s.`);
    } else if (signal || stopping) {
      fs.rmSync(statusFile, { force: true });
    } else {
      status({ state: 'failed', exitCode: code });
      console.error(`Dashboard build failed (exit ${code}) after ${seconds} s: see ${log}`);
    }
  });
  return child;
}
