import { spawn } from 'node:child_process';
import path from 'node:path';
import { productArgs } from './product-process';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run admin -- <args>` as an operator runs it: the real scripts/admin.mjs in a child process with the
 * installation's settings (`env`), `input` written to its standard input; after npm test's build
 * (ASA_TEST_BUILD=1) the compiled admin.js it would run in a production install (scripts/check-production.sh
 * runs it through scripts/admin.mjs there).
 */
export function admin(env: Record<string, string>, args: string[], input = '') {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [...(process.env.ASA_TEST_BUILD === '1' ? productArgs('admin') : ['scripts/admin.mjs']), ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}
