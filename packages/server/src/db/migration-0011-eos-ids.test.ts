import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0011_eos_ids_lower_case: players written by the previous version (EOS ids in any case, from the companion
 * bot's import) keep working: the migration gives their ids the one spelling the server compares.
 */
describe('migration 0011_eos_ids_lower_case', () => {
  // migrating a fresh database twice takes a while on a loaded machine
  it('lower-cases stored EOS ids and leaves the rest of the row alone', { timeout: 90_000 }, async () => {
    // the database as the previous version left it (migrations up to the one tested)
    const { client, migrateRest, close } = await databaseBefore('0011_eos_ids_lower_case');
    try {
      await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (bot_id, name, eos_id, credits) VALUES
          (1, 'Mixed', '0002A1B2C3D4E5F60718293A4B5C6D7E', 5),
          (1, 'Lower', '0002a1b2c3d4e5f60718293a4b5c6d7f', 6),
          (1, 'None', '', 7);`);
      await migrateRest();
      const { rows } = await client.query<{ name: string; eos_id: string; credits: number }>(
        'SELECT name, eos_id, credits FROM players ORDER BY name',
      );
      expect(rows).toEqual([
        { name: 'Lower', eos_id: '0002a1b2c3d4e5f60718293a4b5c6d7f', credits: 6 },
        { name: 'Mixed', eos_id: '0002a1b2c3d4e5f60718293a4b5c6d7e', credits: 5 },
        { name: 'None', eos_id: '', credits: 7 },
      ]);
    } finally {
      await close();
    }
  });
});
