import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0040_playtime_random_odds: the playtime tables start empty and take one credit row per player, day and
 * interval (the exactly-once key).
 */
describe('migration 0040_playtime_random_odds', () => {
  it('adds the playtime tables; an interval credits once', { timeout: 90_000 }, async () => {
    const { client, migrateRest, close } = await databaseBefore('0040_playtime_random_odds');
    try {
      await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (id, bot_id, name, credits) VALUES (1, 1, 'Rex', 40);`);
      await migrateRest();
      const { rows } = await client.query<Record<string, unknown>>(`SELECT id, credits FROM players`);
      expect(rows).toEqual([{ id: 1, credits: 40 }]);
      const insert = `INSERT INTO playtime_credits (bot_id, player_id, day, online_minute, amount)
        VALUES (1, 1, '2030-01-01', 15, 10) ON CONFLICT DO NOTHING RETURNING id`;
      expect((await client.query(insert)).rows).toHaveLength(1);
      expect((await client.query(insert)).rows).toHaveLength(0);
    } finally {
      await close();
    }
  });
});
