import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0035_earn: players keep every field and are on the leaderboards (leaderboard_opt_out false); the new
 * credit_transfers table takes one row per idempotency key and instance.
 */
describe('migration 0035_earn', () => {
  it(
    'keeps players as they were, on the boards, and adds the transfers table',
    { timeout: 90_000 },
    async () => {
      const { client, migrateRest, close } = await databaseBefore('0035_earn');
      try {
        await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (id, bot_id, name, credits) VALUES (1, 1, 'Rex', 40), (2, 1, 'Dodo', 0);`);
        await migrateRest();
        const { rows } = await client.query<Record<string, unknown>>(
          `SELECT id, name, credits, leaderboard_opt_out FROM players ORDER BY id`,
        );
        expect(rows).toEqual([
          { id: 1, name: 'Rex', credits: 40, leaderboard_opt_out: false },
          { id: 2, name: 'Dodo', credits: 0, leaderboard_opt_out: false },
        ]);
        const insert = `INSERT INTO credit_transfers (bot_id, from_player_id, to_player_id, amount, source, idempotency_key)
        VALUES (1, 1, 2, 10, 'discord', 'k1')`;
        await client.exec(insert);
        await expect(client.exec(insert)).rejects.toThrow();
      } finally {
        await close();
      }
    },
  );
});
