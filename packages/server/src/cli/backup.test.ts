import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { admin } from '../../test/helpers/admin-cli';
import { testInstall } from '../../test/helpers/install';
import { creditHistory, kits, players } from '../db/schema';
import type { Started } from '../../test/helpers/install';

let install: Awaited<ReturnType<typeof testInstall>>;
afterAll(async () => install?.remove());

const snapshot = async (s: Started) => ({
  players: await s.ctx.db.select().from(players).orderBy(asc(players.id)),
  kits: await s.ctx.db.select().from(kits).orderBy(asc(kits.id)),
  history: await s.ctx.db.select().from(creditHistory).orderBy(asc(creditHistory.id)),
});

describe('npm run admin -- backup / restore', () => {
  it('backup, wipe, restore gives the same players, kits and history', async () => {
    install = await testInstall({ SECRET_KEY: '7e57'.repeat(16) });
    let s = await install.start({ seed: true });
    const before = await snapshot(s);
    expect(before.players.length).toBeGreaterThan(0);
    expect(before.kits.length).toBeGreaterThan(0);
    expect(before.history.length).toBeGreaterThan(0);
    await s.stop();

    const file = path.join(install.dataDir, '..', `${path.basename(install.dataDir)}-backup.bin`);
    const made = await admin(install.env, ['backup', file]);
    expect(made.err).toBe('');
    expect(made.out).toContain(`Backup written to ${file}`);
    expect(made.code).toBe(0);

    // wipe
    if (install.env.DATABASE_URL) {
      s = await install.start();
      await s.ctx.db.execute(sql`drop schema public cascade; create schema public`);
      await s.stop();
    } else fs.rmSync(path.join(install.dataDir, 'pglite'), { recursive: true });
    s = await install.start();
    expect((await snapshot(s)).players).toEqual([]);
    await s.stop();

    const restored = await admin(install.env, ['restore', file]);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    s = await install.start();
    expect(await snapshot(s)).toEqual(before);
    await s.stop();
    fs.rmSync(file);
  }, 180_000);

  it('refuses to restore something that is not a backup, and leaves the database as it was', async () => {
    const file = path.join(install.dataDir, 'not-a-backup.txt');
    fs.writeFileSync(file, 'hello');
    const r = await admin(install.env, ['restore', file]);
    expect(r.err).toContain('is not a backup of this product');
    expect(r.code).toBe(1);
  }, 60_000);
});
