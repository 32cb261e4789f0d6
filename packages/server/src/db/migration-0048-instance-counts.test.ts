import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0048_instance_counts: what exists is counted in the migration (purchases per status, players, credits), and
 * what is written afterwards lands as deltas; counts plus deltas equal a scan.
 */
describe('migration 0048_instance_counts', () => {
  it('counts existing purchases and players, then follows new writes', { timeout: 90_000 }, async () => {
    const { client, migrateRest, close } = await databaseBefore('0048_instance_counts');
    try {
      await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001'),
          (2, '100000000000000003', '100000000000000001');
        INSERT INTO players (id, bot_id, name, discord_id, credits) VALUES (1, 1, 'A', '1', 100), (2, 1, 'B', '2', 50),
          (3, 2, 'C', '3', 7);
        INSERT INTO purchases (bot_id, player_id, player_name, kit_name, source, price, status) VALUES
          (1, 1, 'A', 'Kit', 'discord', 10, 'delivered'), (1, 1, 'A', 'Kit', 'discord', 10, 'delivered'),
          (1, 2, 'B', 'Kit', 'discord', 10, 'failed'), (2, 3, 'C', 'Kit', 'discord', 10, 'waiting');`);
      await migrateRest();
      const counts = async () =>
        (
          await client.query<{ bot_id: number; key: string; n: number }>(`
            SELECT bot_id, key, sum(n)::int AS n FROM (
              SELECT bot_id, key, n FROM instance_counts UNION ALL SELECT bot_id, key, delta FROM instance_count_deltas) x
            GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`)
        ).rows;
      expect(await counts()).toEqual([
        { bot_id: 1, key: 'credits', n: 150 },
        { bot_id: 1, key: 'players', n: 2 },
        { bot_id: 1, key: 'purchases:delivered', n: 2 },
        { bot_id: 1, key: 'purchases:failed', n: 1 },
        { bot_id: 2, key: 'credits', n: 7 },
        { bot_id: 2, key: 'players', n: 1 },
        { bot_id: 2, key: 'purchases:waiting', n: 1 },
      ]);
      await client.exec(`
        UPDATE purchases SET status = 'delivered' WHERE status = 'waiting';
        UPDATE players SET credits = credits - 10 WHERE id = 1;
        DELETE FROM purchases WHERE status = 'failed';`);
      expect(await counts()).toEqual([
        { bot_id: 1, key: 'credits', n: 140 },
        { bot_id: 1, key: 'players', n: 2 },
        { bot_id: 1, key: 'purchases:delivered', n: 2 },
        { bot_id: 2, key: 'credits', n: 7 },
        { bot_id: 2, key: 'players', n: 1 },
        { bot_id: 2, key: 'purchases:delivered', n: 1 },
      ]);
    } finally {
      await close();
    }
  });
});
