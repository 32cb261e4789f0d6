// `npm run admin -- <command>`: the operator's CLI (packages/server/src/cli, docs/operations.md) on the
// same settings (environment and .env) and database as the server. In a checkout with development
// dependencies it runs the TypeScript sources through tsx; a production install (`npm ci --omit=dev` after
// `npm run build`) runs the compiled packages/server/build/admin.js with plain node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'packages/server/src/cli/main.ts');
const built = path.join(root, 'packages/server/build/admin.js');
const checkout = fs.existsSync(path.join(root, 'node_modules/tsx')) && fs.existsSync(source);
if (!checkout && !fs.existsSync(built)) {
  console.error('packages/server/build/admin.js is missing: run `npm run build` first.');
  process.exit(1);
}
const args = checkout ? ['--import', 'tsx', source] : [built];
const r = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
