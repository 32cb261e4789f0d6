import { spawn, spawnSync } from 'node:child_process';

/** Whether a PostgreSQL client tool (pg_dump, pg_restore) is on PATH. */
export const hasTool = (tool: string) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Runs pg_dump/pg_restore against DATABASE_URL: the password goes through PGPASSWORD, not the command line
 * (which `ps` shows). Rejects with the tool's error output.
 */
export function runPgTool(tool: string, databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} exited with ${code}: ${err.trim()}`)),
    );
  });
}
