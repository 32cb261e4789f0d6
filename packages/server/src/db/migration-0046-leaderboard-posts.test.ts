import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/** 0046_leaderboard_posts: the weekly posts table starts empty; one row per instance and week. */
describe('migration 0046_leaderboard_posts', () => {
  it(
    'adds leaderboard_posts; a week is unique per instance; rows go with their instance',
    { timeout: 90_000 },
    async () => {
      const { client, migrateRest, close } = await databaseBefore('0046_leaderboard_posts');
      try {
        await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (id, bot_id, name, credits) VALUES (1, 1, 'Rex', 40);`);
        await migrateRest();
        const { rows } = await client.query<Record<string, unknown>>(`SELECT id, credits FROM players`);
        expect(rows).toEqual([{ id: 1, credits: 40 }]);
        expect((await client.query(`SELECT * FROM leaderboard_posts`)).rows).toEqual([]);
        await client.exec(`INSERT INTO leaderboard_posts (bot_id, week) VALUES (1, '2031-03-03')`);
        await expect(
          client.exec(`INSERT INTO leaderboard_posts (bot_id, week) VALUES (1, '2031-03-03')`),
        ).rejects.toThrow();
        const { rows: p } = await client.query<Record<string, unknown>>(
          `SELECT week::text AS week, channel_id, players FROM leaderboard_posts`,
        );
        expect(p).toEqual([{ week: '2031-03-03', channel_id: '', players: 0 }]);
        await client.exec(`DELETE FROM bot_instances WHERE id = 1`);
        expect((await client.query(`SELECT * FROM leaderboard_posts`)).rows).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
