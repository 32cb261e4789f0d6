import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0036_request_ids_processes: purchases and webhook deliveries get a request_id (null for the rows made
 * before: no HTTP call is known for them), and the processes table starts empty. Existing rows keep every
 * value.
 */
describe('migration 0036_request_ids_processes', () => {
  it(
    'keeps purchases and webhook deliveries as they were, with no request id',
    { timeout: 90_000 },
    async () => {
      const { client, migrateRest, close } = await databaseBefore('0036_request_ids_processes');
      try {
        await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO purchases (id, bot_id, player_name, kit_name, server_name, source, status, error, is_gift) VALUES
          (1, 1, 'Rex', 'Starter', 'The Island', 'api', 'delivered', '', false),
          (2, 1, 'Dodo', 'Tools', 'The Center', 'portal', 'waiting', '', false);
        INSERT INTO webhook_endpoints (id, bot_id, url, secret, events) VALUES
          (1, 1, 'https://hooks.example/a', 'x', '["purchase.created"]');
        INSERT INTO webhook_deliveries (id, endpoint_id, bot_id, event_id, event, body, next_attempt_at) VALUES
          (1, 1, 1, 'e1', 'purchase.created', '{}', now());`);
        const before = await client.query(`SELECT * FROM purchases ORDER BY id`);
        await migrateRest();
        const after = await client.query<Record<string, unknown>>(`SELECT * FROM purchases ORDER BY id`);
        // the columns the rows had before (later migrations add their own columns), and request_id null
        const kept = (row: Record<string, unknown>) =>
          Object.fromEntries(Object.keys(before.rows[0]!).map((k) => [k, row[k]]));
        expect(after.rows.map((row) => ({ rest: kept(row), request_id: row.request_id }))).toEqual(
          before.rows.map((rest) => ({ rest, request_id: null })),
        );
        const hooks = await client.query<{ request_id: string | null; status: string }>(
          `SELECT request_id, status FROM webhook_deliveries`,
        );
        expect(hooks.rows).toEqual([{ request_id: null, status: 'pending' }]);
        expect((await client.query(`SELECT * FROM processes`)).rows).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
