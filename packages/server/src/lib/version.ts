import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// found through the package (not this file's place), so the compiled bundles find it too
const require = createRequire(import.meta.url);
const serverPackage = path.dirname(require.resolve('@asa/server/package.json'));
const root = path.join(serverPackage, '..', '..');

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
};

/**
 * The product's version (semantic versioning; CHANGELOG.md, `npm run release`): the repository's
 * package.json. In logs, /healthz, `asa_app_info`, `npm run admin -- --version` and the dashboard's footer.
 */
export const APP_VERSION: string =
  readJson<{ version: string }>(path.join(root, 'package.json'))?.version ??
  readJson<{ version: string }>(path.join(serverPackage, 'package.json'))!.version;

/** Where `npm run build` (and so a release tarball) records the commit it was built from. */
export const buildInfoFile = path.join(serverPackage, 'build', 'build-info.json');

/**
 * The commit this code is (12 hex characters), '' when unknown: APP_COMMIT (a container build's
 * argument), else the build's record (build-info.json), else the checkout's HEAD (git, development).
 */
export const APP_COMMIT: string = (() => {
  const given = process.env.APP_COMMIT?.trim();
  if (given) return given.slice(0, 12);
  const built = readJson<{ commit?: string }>(buildInfoFile)?.commit;
  if (built) return built.slice(0, 12);
  if (!fs.existsSync(path.join(root, '.git'))) return '';
  const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : '';
})();

/** "0.11.0 (commit 1a2b3c4d5e6f)" or just the version. */
export const versionText = () => `${APP_VERSION}${APP_COMMIT ? ` (commit ${APP_COMMIT})` : ''}`;
