import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0027_notification_keys: notifications written by the previous version keep their English text and get an
 * empty key and no parameters (the dashboard shows their stored text); new rows can store a key and params.
 */
describe('migration 0027_notification_keys', () => {
  it(
    'keeps existing notifications as they were, with key "" and params {}',
    { timeout: 90_000 },
    async () => {
      const { client, migrateRest, close } = await databaseBefore('0027_notification_keys');
      try {
        await client.exec(`
        INSERT INTO users (id, discord_id, username) VALUES (1, '100000000000000001', 'Owner');
        INSERT INTO notifications (user_id, message, link, kind, created_at) VALUES
          (1, 'Nitrado auto sync updated 2 servers (host, RCON port or password had changed).', '/nitrado', 'sync', '2026-03-01T00:00:00Z'),
          (1, 'Welcome!', '', 'info', '2026-03-02T00:00:00Z');`);
        await migrateRest();
        const { rows } = await client.query<Record<string, unknown>>(
          `SELECT id, user_id, message, link, kind, key, params, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') AS day
           FROM notifications ORDER BY id`,
        );
        expect(rows).toEqual([
          {
            id: 1,
            user_id: 1,
            message: 'Nitrado auto sync updated 2 servers (host, RCON port or password had changed).',
            link: '/nitrado',
            kind: 'sync',
            key: '',
            params: {},
            day: '2026-03-01',
          },
          {
            id: 2,
            user_id: 1,
            message: 'Welcome!',
            link: '',
            kind: 'info',
            key: '',
            params: {},
            day: '2026-03-02',
          },
        ]);
        await client.exec(`INSERT INTO notifications (user_id, message, key, params)
        VALUES (1, 'x', 'nitradoSynced', '{"count": 3}'::jsonb)`);
        const added = await client.query<{ key: string; params: unknown }>(
          `SELECT key, params FROM notifications WHERE id > 2`,
        );
        expect(added.rows).toEqual([{ key: 'nitradoSynced', params: { count: 3 } }]);
      } finally {
        await close();
      }
    },
  );
});
