// Bundle budget: the JavaScript needed for the first screen (Home) must be at most 250 KB gzip.
// Reads Vite's manifest: the entry chunk, the Home page chunk, and every chunk they import statically.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET = 250 * 1024;
const dist = path.resolve('packages/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('check-bundle: no Vite manifest; set build.manifest = true in packages/web/vite.config.ts');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
const home = Object.entries(manifest).find(([src]) => /(^|\/)home[-/.]|home-page|\/home\//i.test(src));
if (!home) {
  console.error('check-bundle: no Home page chunk found in the manifest');
  process.exit(1);
}
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) visit(imp);
};
for (const [key] of entries) visit(key);
visit(home[0]);
let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`first screen (Home) JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET / 1024} KB)`);
if (total > BUDGET) {
  console.error('check-bundle: over budget');
  process.exit(1);
}
