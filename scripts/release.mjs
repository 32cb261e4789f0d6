// `npm run release -- <major|minor|patch|x.y.z> [--no-git] [--allow-dirty]`: makes a release
// (docs/operations.md "Releases"):
//   1. the new semantic version into package.json and every workspace's package.json (and package-lock.json);
//   2. CHANGELOG.md's "Unreleased" becomes "## <version> - <date>", with an "Upgrade notes" section (kept when
//      written by hand, else made: the migrations since the previous release and the backup step);
//   3. a commit "Release v<version>" and the tag v<version> (not with --no-git);
//   4. `npm run build`, then release/asa-discord-shop-bot-<version>.tar.gz (+ .sha256): the built server, bot
//      and dashboard, the migrations, the start and admin scripts, package.json files and package-lock.json,
//      so that `npm ci --omit=dev && npm start` runs it without building (no TypeScript tooling).
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);
const args = process.argv.slice(2);
const flag = (f) => args.includes(f);
const wanted = args.find((a) => !a.startsWith('--'));
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
const die = (msg) => {
  console.error(`release: ${msg}`);
  process.exit(1);
};

export const workspacePackages = [
  'package.json',
  'packages/domain/package.json',
  'packages/server/package.json',
  'packages/web/package.json',
  'packages/bot/package.json',
  'e2e/package.json',
];

/** The next version: `major`/`minor`/`patch` of `current`, or an explicit x.y.z above it. */
export function nextVersion(current, how) {
  const [ma, mi, pa] = current.split('.').map(Number);
  if (how === 'major') return `${ma + 1}.0.0`;
  if (how === 'minor') return `${ma}.${mi + 1}.0`;
  if (how === 'patch') return `${ma}.${mi}.${pa + 1}`;
  if (!/^\d+\.\d+\.\d+$/.test(how ?? '')) return null;
  const cmp = how.split('.').map(Number);
  const newer = cmp[0] - ma || cmp[1] - mi || cmp[2] - pa;
  return newer > 0 ? how : null;
}

/**
 * CHANGELOG.md with "## Unreleased" turned into the release's section (a fresh, empty "Unreleased" above
 * it); `upgradeNotes` is used when the section has no "### Upgrade notes" of its own.
 */
export function releaseChangelog(text, version, date, upgradeNotes) {
  const start = text.indexOf('\n## Unreleased');
  if (start < 0) throw new Error('CHANGELOG.md has no "## Unreleased" section');
  const bodyStart = text.indexOf('\n', start + 1) + 1;
  const next = text.indexOf('\n## ', bodyStart);
  const body = (next < 0 ? text.slice(bodyStart) : text.slice(bodyStart, next + 1)).trim();
  if (!body) throw new Error('"## Unreleased" in CHANGELOG.md is empty: nothing to release');
  const notes = /^### Upgrade notes/m.test(body) ? '' : `\n\n### Upgrade notes\n${upgradeNotes}`;
  return (
    text.slice(0, start) +
    `\n## Unreleased\n\n## ${version} - ${date}\n\n${body}${notes}\n` +
    (next < 0 ? '' : text.slice(next))
  );
}

/** The default upgrade notes: the backup step, and the migrations this release adds since `previousTag`. */
function upgradeNotes(previousTag) {
  const journal = JSON.parse(fs.readFileSync(at('packages/server/drizzle/meta/_journal.json'), 'utf8'));
  let before = [];
  if (previousTag) {
    try {
      const old = JSON.parse(git('show', `${previousTag}:packages/server/drizzle/meta/_journal.json`));
      before = old.entries.map((e) => e.tag);
    } catch {
      before = [];
    }
  }
  const added = journal.entries.map((e) => e.tag).filter((t) => !before.includes(t));
  return [
    '- Take a backup first (`npm run admin -- backup <file>`; docs/operations.md "Upgrades").',
    added.length
      ? `- Database migrations run at the first start (forward only; a rollback restores the backup): ${added.join(', ')}.`
      : '- No database migrations.',
    '- Run `npm run admin -- doctor` after the upgrade.',
  ].join('\n');
}

/** The files of the release tarball, relative to the repository. */
export const releaseFiles = [
  ...workspacePackages,
  'package-lock.json',
  'README.md',
  'CHANGELOG.md',
  'docs',
  'scripts/start.mjs',
  'scripts/admin.mjs',
  'packages/server/build',
  'packages/server/drizzle',
  'packages/server/assets',
  'packages/bot/build',
  'packages/web/dist',
];

function main() {
  const pkg = JSON.parse(fs.readFileSync(at('package.json'), 'utf8'));
  const version = nextVersion(pkg.version, wanted);
  if (!version)
    die(
      `usage: npm run release -- <major|minor|patch|x.y.z above ${pkg.version}> [--no-git] [--allow-dirty]`,
    );
  const useGit = !flag('--no-git');
  if (useGit && !flag('--allow-dirty') && git('status', '--porcelain'))
    die('the working tree has changes: commit them first (or --allow-dirty)');
  const tags = useGit ? git('tag', '--list', 'v*', '--sort=-v:refname').split('\n').filter(Boolean) : [];
  if (tags.includes(`v${version}`)) die(`the tag v${version} exists already`);
  const date = new Date().toISOString().slice(0, 10);

  const changelog = releaseChangelog(
    fs.readFileSync(at('CHANGELOG.md'), 'utf8'),
    version,
    date,
    upgradeNotes(tags[0]),
  );
  // the workspaces depend on each other by exact version: those move too, or npm ci looks for the old
  // version in the registry
  const pinOurs = (deps) => {
    for (const name of Object.keys(deps ?? {})) if (name.startsWith('@asa/')) deps[name] = version;
  };
  for (const file of workspacePackages) {
    const json = JSON.parse(fs.readFileSync(at(file), 'utf8'));
    json.version = version;
    pinOurs(json.dependencies);
    pinOurs(json.devDependencies);
    fs.writeFileSync(at(file), JSON.stringify(json, null, 2) + '\n');
  }
  const lock = JSON.parse(fs.readFileSync(at('package-lock.json'), 'utf8'));
  lock.version = version;
  for (const file of workspacePackages) {
    const dir = path.dirname(file) === '.' ? '' : path.dirname(file);
    if (!lock.packages?.[dir]) continue;
    lock.packages[dir].version = version;
    pinOurs(lock.packages[dir].dependencies);
    pinOurs(lock.packages[dir].devDependencies);
  }
  fs.writeFileSync(at('package-lock.json'), JSON.stringify(lock, null, 2) + '\n');
  fs.writeFileSync(at('CHANGELOG.md'), changelog);
  console.log(`release: version ${pkg.version} -> ${version}, CHANGELOG.md section "${version} - ${date}"`);

  if (useGit) {
    git('add', 'CHANGELOG.md', 'package-lock.json', ...workspacePackages);
    git('commit', '-m', `Release v${version}`);
    git('tag', '-a', `v${version}`, '-m', `v${version}`);
    console.log(`release: committed and tagged v${version} (push with: git push --follow-tags)`);
  }

  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) die('npm run build failed');
  fs.mkdirSync(at('release'), { recursive: true });
  const name = `asa-discord-shop-bot-${version}`;
  const tarball = at(`release/${name}.tar.gz`);
  const tar = spawnSync(
    'tar',
    ['-czf', tarball, '--owner=0', '--group=0', `--transform=s,^,${name}/,`, ...releaseFiles],
    { cwd: root, stdio: 'inherit' },
  );
  if (tar.status !== 0) die('tar failed');
  const sha = crypto.createHash('sha256').update(fs.readFileSync(tarball)).digest('hex');
  fs.writeFileSync(`${tarball}.sha256`, `${sha}  ${name}.tar.gz\n`);
  const mb = (fs.statSync(tarball).size / 1e6).toFixed(1);
  console.log(`release: ${path.relative(root, tarball)} (${mb} MB, sha256 ${sha})`);
  console.log(`install: tar -xzf ${name}.tar.gz && cd ${name} && npm ci --omit=dev && npm start`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
