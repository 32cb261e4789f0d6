import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The node arguments that start the product's own processes in tests (run from the repository root): the
 * compiled bundles when `npm test` has just built them (ASA_TEST_BUILD=1, set by scripts/test-all.sh after
 * its build step, so the bundle is this checkout's code), else the TypeScript sources through tsx. A start
 * through tsx costs about 3 s of CPU (its loader transforms every module), the bundle under 1 s; the tests
 * start some 40 processes per database run (issue 40: npm test within 600 s).
 * `server` is `npm start`'s process (main.ts: startProcess), `admin` is `npm run admin --` (cli/main.ts).
 */
export function productArgs(entry: 'server' | 'admin'): string[] {
  const built = path.join(root, 'packages/server/build', `${entry}.js`);
  if (process.env.ASA_TEST_BUILD === '1') {
    if (!fs.existsSync(built)) throw new Error(`ASA_TEST_BUILD=1 but ${built} is missing: run npm run build`);
    return [built];
  }
  return [
    '--import',
    'tsx',
    path.join(root, entry === 'server' ? 'packages/server/src/main.ts' : 'packages/server/src/cli/main.ts'),
  ];
}
