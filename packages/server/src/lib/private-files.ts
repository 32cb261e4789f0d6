import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds player data, session hashes and the secret key: readable by this user only
 * (issue 33). `keepDataPrivate` makes the folder 0700, every folder in it 0700 and every file 0600 (what an
 * older version or an extracted archive left readable), and sets this process's umask to 077, so every file
 * written later (PGlite's relation and WAL files, backups, the secret key, lock files) is created 0600 and
 * every folder 0700 whatever the code that writes it asks for. Symbolic links are left alone.
 */
export function keepDataPrivate(dataDir: string) {
  try {
    process.umask(0o077);
  } catch {
    // worker threads cannot set the umask; the walk below still fixes what exists
  }
  fs.chmodSync(dataDir, 0o700);
  walk(dataDir);
}

function walk(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    try {
      if (entry.isDirectory()) {
        tighten(full, 0o700);
        walk(full);
      } else if (entry.isFile()) tighten(full, 0o600);
    } catch (err) {
      // a file removed meanwhile (PGlite's temporary files) is no reason to stop
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

function tighten(file: string, mode: number) {
  if ((fs.statSync(file).mode & 0o777) !== mode) fs.chmodSync(file, mode);
}
