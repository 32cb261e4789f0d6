import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0030_waiting_reason_keys: purchases keep their English waiting reason; rows waiting now whose English is
 * exactly one of the three reasons with the row's own names get its key and parameters; anything else (not
 * waiting, a server renamed since, an unusual text) keeps key '' and params {} and shows its English. Rows
 * given back before it keep their English error with error_key ''.
 */
describe('migration 0030_waiting_reason_keys', () => {
  it(
    'keeps every purchase as it was and keys the waiting rows it can read',
    { timeout: 90_000 },
    async () => {
      const { client, migrateRest, close } = await databaseBefore('0030_waiting_reason_keys');
      try {
        await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO purchases (id, bot_id, player_name, kit_name, server_name, source, status, waiting_reason, error, is_gift) VALUES
          (1, 1, 'Rex', 'Starter', 'The Island', 'portal', 'waiting', 'Waiting for you to join The Island.', '', false),
          (2, 1, 'Dodo', 'Tools', 'The Center', 'discord', 'waiting', 'Waiting for Dodo to join The Center.', '', true),
          (3, 1, 'Rex', 'Starter', 'Ragnarok (PvP)', 'api', 'waiting',
             'Waiting for Ragnarok (PvP) to come back (Authentication failed (wrong password?)).', '', false),
          (4, 1, 'Rex', 'Starter', 'Old Name', 'portal', 'waiting', 'Waiting for you to join New Name.', '', false),
          (5, 1, 'Rex', 'Starter', 'The Island', 'portal', 'delivered', '', '', false),
          (6, 1, 'Rex', 'Starter', 'The Island', 'portal', 'expired', 'Waiting for you to join The Island.',
             'Not delivered within 1 hour (Waiting for you to join The Island).', false);`);
        await migrateRest();
        const { rows } = await client.query<Record<string, unknown>>(
          `SELECT id, status, waiting_reason, error, waiting_key, waiting_params, error_key, error_params FROM purchases ORDER BY id`,
        );
        expect(rows).toEqual([
          {
            id: 1,
            status: 'waiting',
            waiting_reason: 'Waiting for you to join The Island.',
            error: '',
            waiting_key: 'waitingForPlayer',
            waiting_params: { server: 'The Island' },
            error_key: '',
            error_params: {},
          },
          {
            id: 2,
            status: 'waiting',
            waiting_reason: 'Waiting for Dodo to join The Center.',
            error: '',
            waiting_key: 'waitingForRecipient',
            waiting_params: { player: 'Dodo', server: 'The Center' },
            error_key: '',
            error_params: {},
          },
          {
            id: 3,
            status: 'waiting',
            waiting_reason:
              'Waiting for Ragnarok (PvP) to come back (Authentication failed (wrong password?)).',
            error: '',
            waiting_key: 'waitingForServer',
            waiting_params: { server: 'Ragnarok (PvP)', error: 'Authentication failed (wrong password?)' },
            error_key: '',
            error_params: {},
          },
          {
            id: 4,
            status: 'waiting',
            waiting_reason: 'Waiting for you to join New Name.',
            error: '',
            waiting_key: '',
            waiting_params: {},
            error_key: '',
            error_params: {},
          },
          {
            id: 5,
            status: 'delivered',
            waiting_reason: '',
            error: '',
            waiting_key: '',
            waiting_params: {},
            error_key: '',
            error_params: {},
          },
          {
            id: 6,
            status: 'expired',
            waiting_reason: 'Waiting for you to join The Island.',
            error: 'Not delivered within 1 hour (Waiting for you to join The Island).',
            waiting_key: '',
            waiting_params: {},
            error_key: '',
            error_params: {},
          },
        ]);
      } finally {
        await close();
      }
    },
  );
});
