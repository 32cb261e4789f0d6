import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Starts a jobs process of the crash tests (test/fixtures/jobs-process.ts: the scheduler with the jobs named
 * in JOBS) with `env` added to this process's environment; its output is collected in `output`. `cleanup`
 * gets a step that kills it (SIGKILL) if it still runs and waits for its exit.
 */
export function startJobsProcess(env: Record<string, string>, cleanup: (() => Promise<unknown> | void)[]) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/test/fixtures/jobs-process.ts'],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(String(c)));
  child.stderr!.on('data', (c: Buffer) => output.push(String(c)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  cleanup.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return exited;
  });
  return { child, output, exited };
}

/** Waits until `ok()` answers true, checking every `everyMs`; after `timeoutMs` it fails with `output()`. */
export async function until(
  what: string,
  ok: () => boolean,
  timeoutMs: number,
  output: () => string,
  everyMs = 50,
) {
  const end = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${output()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
