// `npm run build`: the dashboard (Vite, precompressed) and the server and bot compiled to JavaScript with
// esbuild, so `npm start` runs plain `node` with runtime dependencies only (tsx stays for development).
// Our workspace packages (@asa/*, TypeScript sources) are bundled in; every npm dependency stays external
// and is loaded from node_modules (PGlite finds its wasm files and extensions next to its own modules).
// Output: packages/server/build/{server,admin}.js and packages/bot/build/{serve,bot,shard}.js — two levels under
// the repository like the sources, so ../../web/dist still names the dashboard build.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2]; // 'server' skips the dashboard
const external = new Set();
for (const pkg of [
  'package.json',
  'packages/server/package.json',
  'packages/bot/package.json',
  'packages/domain/package.json',
]) {
  const json = JSON.parse(fs.readFileSync(path.join(root, pkg), 'utf8'));
  for (const name of Object.keys({ ...json.dependencies, ...json.peerDependencies })) external.add(name);
}
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // npm packages and their subpaths stay external; @asa/* sources are bundled
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@asa/') || args.path.startsWith('node:')) return undefined;
          const name = args.path.startsWith('@')
            ? args.path.split('/').slice(0, 2).join('/')
            : args.path.split('/')[0];
          if (!external.has(name))
            throw new Error(`${args.path} (from ${args.importer}) is not a runtime dependency`);
          return { path: args.path, external: true };
        });
      },
    },
  ],
  // ESM bundles of CommonJS-using code need require
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
};
const t0 = Date.now();
for (const dir of ['packages/server/build', 'packages/bot/build'])
  fs.rmSync(path.join(root, dir), { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { server: 'packages/server/src/main.ts', admin: 'packages/server/src/cli/main.ts' },
  outdir: path.join(root, 'packages/server/build'),
  absWorkingDir: root,
});
await build({
  ...common,
  entryPoints: {
    serve: 'packages/bot/src/serve.ts',
    bot: 'packages/bot/src/main.ts',
    shard: 'packages/bot/src/shard.ts',
  },
  outdir: path.join(root, 'packages/bot/build'),
  absWorkingDir: root,
});
// the commit the build is made from (lib/version.ts APP_COMMIT): /healthz, asa_app_info, the log's first line
const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
fs.writeFileSync(
  path.join(root, 'packages/server/build/build-info.json'),
  JSON.stringify({
    version,
    commit: git.status === 0 ? git.stdout.trim() : '',
    builtAt: new Date().toISOString(),
  }) + '\n',
);
console.log(`server and bot compiled in ${Date.now() - t0} ms`);
if (only !== 'server') execSync('npm run build:web --silent', { cwd: root, stdio: 'inherit' });
