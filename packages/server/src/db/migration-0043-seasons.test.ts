import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/** 0043_seasons: the seasons table starts empty; a number is unique per instance. Existing rows are kept. */
describe('migration 0043_seasons', () => {
  it('adds the seasons table; one row per instance and number', { timeout: 90_000 }, async () => {
    const { client, migrateRest, close } = await databaseBefore('0043_seasons');
    try {
      await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (id, bot_id, name, credits) VALUES (1, 1, 'Rex', 40);`);
      await migrateRest();
      const { rows } = await client.query<Record<string, unknown>>(`SELECT id, credits FROM players`);
      expect(rows).toEqual([{ id: 1, credits: 40 }]);
      expect((await client.query(`SELECT * FROM seasons`)).rows).toEqual([]);
      await client.exec(`INSERT INTO seasons (bot_id, number, name, started_at) VALUES (1, 1, 'S1', now())`);
      await expect(
        client.exec(`INSERT INTO seasons (bot_id, number, name, started_at) VALUES (1, 1, 'again', now())`),
      ).rejects.toThrow();
      const { rows: s } = await client.query<Record<string, unknown>>(
        `SELECT number, name, started_by, settings, summary FROM seasons`,
      );
      expect(s).toEqual([{ number: 1, name: 'S1', started_by: '', settings: {}, summary: {} }]);
    } finally {
      await close();
    }
  });
});
