import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import type { JobRun } from '../../jobs/scheduler';
import { pruneBackups, scheduledName, writeBackup } from '../../lib/backup';
import { readKeyRecord } from '../../lib/secret-key';

/** The newest scheduled backup in BACKUP_DIR (name and time), or null. */
export function newestBackup(dir: string): { name: string; at: Date; bytes: number } | null {
  if (!fs.existsSync(dir)) return null;
  const names = fs
    .readdirSync(dir)
    .filter((n) => /^asa-shop-.*\.backup$/.test(n))
    .sort();
  const name = names.at(-1);
  if (!name) return null;
  const st = fs.statSync(path.join(dir, name));
  return { name, at: st.mtime, bytes: st.size };
}

/**
 * Job `backup` (looks every hour): with BACKUP_EVERY_HOURS set, writes a backup bundle into BACKUP_DIR
 * (mode 0600, the folder 0700) when the newest one is that old, then keeps the newest BACKUP_KEEP. The
 * embedded database is copied by this very process while it serves (PGlite's dump under its query lock);
 * PostgreSQL by pg_dump. One process at a time (the job's lease).
 */
export async function runScheduledBackup(ctx: AppContext, run?: JobRun) {
  const { dir, everyHours, keep } = ctx.config.backup;
  if (!everyHours) return { skipped: 'BACKUP_EVERY_HOURS is 0' };
  const newest = newestBackup(dir);
  const now = ctx.now();
  // a few minutes' slack: the job looks every hour, a backup made at 02:00:05 is due again at 03:00:00
  if (newest && now.getTime() - newest.at.getTime() < everyHours * 3_600_000 - 5 * 60_000)
    return { skipped: 'not due' };
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, scheduledName(now));
  const started = Date.now();
  const dumpDataDir = ctx.database.dumpDataDir;
  const header = await writeBackup(ctx.config, file, {
    dump: dumpDataDir ? async () => Buffer.from(await (await dumpDataDir()).arrayBuffer()) : undefined,
    keyRecord: await readKeyRecord(ctx.db),
  });
  const pruned = pruneBackups(dir, keep);
  const out = {
    file,
    bytes: fs.statSync(file).size,
    kind: header.kind,
    keyCarried: !!header.key,
    pruned: pruned.length,
    durationMs: Date.now() - started,
  };
  run?.info({ job: 'backup', ...out }, `backup written: ${file}`);
  return out;
}
