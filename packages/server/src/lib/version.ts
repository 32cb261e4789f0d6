import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// found through the package (not this file's place), so the compiled bundles find it too
const require = createRequire(import.meta.url);
const serverPackage = path.dirname(require.resolve('@asa/server/package.json'));

const versionOf = (file: string) =>
  (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;

/** The product's version: the repository's package.json (CHANGELOG.md), in logs, /healthz and /metrics. */
export const APP_VERSION: string = (() => {
  try {
    return versionOf(path.join(serverPackage, '..', '..', 'package.json'));
  } catch {
    return versionOf(path.join(serverPackage, 'package.json'));
  }
})();
