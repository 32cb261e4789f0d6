import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0019_list_indexes: players written by the previous version get a "last active" time: their newest credit
 * change of their own (not passive income), else when they joined; the rest of the row is left alone.
 */
describe('migration 0019_list_indexes', () => {
  it(
    'fills last_active_at from the credit history (passive income left out)',
    { timeout: 90_000 },
    async () => {
      const { client, migrateRest, close } = await databaseBefore('0019_list_indexes');
      try {
        await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (id, bot_id, name, credits, created_at) VALUES
          (1, 1, 'Buyer', 5, '2026-01-01T00:00:00Z'),
          (2, 1, 'Idle', 6, '2026-02-01T00:00:00Z');
        INSERT INTO credit_history (bot_id, player_id, amount, balance_after, reason, actor, created_at) VALUES
          (1, 1, 5, 5, 'vote', 'Voting', '2026-03-01T00:00:00Z'),
          (1, 1, 1, 6, 'income', 'Passive income', '2026-04-01T00:00:00Z'),
          (1, 2, 1, 6, 'income', 'Passive income', '2026-04-01T00:00:00Z');`);
        await migrateRest();
        const { rows } = await client.query<{ name: string; credits: number; last: string }>(
          `SELECT name, credits, to_char(last_active_at at time zone 'UTC', 'YYYY-MM-DD') AS last FROM players ORDER BY id`,
        );
        expect(rows).toEqual([
          { name: 'Buyer', credits: 5, last: '2026-03-01' },
          { name: 'Idle', credits: 6, last: '2026-02-01' },
        ]);
      } finally {
        await close();
      }
    },
  );
});
