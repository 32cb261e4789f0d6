import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0017_in_game_link_audit: the link/unlink events the previous version wrote to in_game_link_events are
 * audit-log rows afterwards (same instance, player, actor, time), and the old table is gone; the servers
 * list's version is bumped by the database on every write to `servers`.
 */
describe('migration 0017_in_game_link_audit', () => {
  it(
    'copies old link events into the audit log and versions the servers list',
    { timeout: 90_000 },
    async () => {
      const { client, migrateRest, close } = await databaseBefore('0017_in_game_link_audit');
      try {
        await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (id, bot_id, name, eos_id, credits) VALUES (7, 1, 'Alice', '', 5);
        INSERT INTO in_game_link_events (bot_id, player_id, action, eos_id, actor, created_at) VALUES
          (1, 7, 'link', '0002aa', 'In-game (Alice)', '2026-11-20T10:00:00Z'),
          (1, 7, 'unlink', '0002aa', 'Demo Owner', '2026-11-21T10:00:00Z'),
          (1, NULL, 'link', '0002bb', 'In-game (Gone)', '2026-11-22T10:00:00Z');
        INSERT INTO servers (id, bot_id, name, ip, rcon_port) VALUES (3, 1, 'Island', '127.0.0.1', 27020);`);
        await migrateRest();
        const { rows } = await client.query(
          `SELECT bot_id, actor_user_id, actor_name, action, entity, entity_id, before, after,
          created_at::text AS at FROM audit_log ORDER BY id`,
        );
        expect(rows).toEqual([
          {
            bot_id: 1,
            actor_user_id: null,
            actor_name: 'In-game (Alice)',
            action: 'link',
            entity: 'player',
            entity_id: '7',
            before: {},
            after: { eosId: '0002aa' },
            at: '2026-11-20 10:00:00+00',
          },
          {
            bot_id: 1,
            actor_user_id: null,
            actor_name: 'Demo Owner',
            action: 'unlink',
            entity: 'player',
            entity_id: '7',
            before: { eosId: '0002aa' },
            after: { eosId: '' },
            at: '2026-11-21 10:00:00+00',
          },
          {
            bot_id: 1,
            actor_user_id: null,
            actor_name: 'In-game (Gone)',
            action: 'link',
            entity: 'player',
            entity_id: '',
            before: {},
            after: { eosId: '0002bb' },
            at: '2026-11-22 10:00:00+00',
          },
        ]);
        const old = await client.query(`SELECT to_regclass('in_game_link_events') AS t`);
        expect(old.rows).toEqual([{ t: null }]);

        const version = async () =>
          (
            await client.query<{ v: string | null }>(
              `SELECT (SELECT version FROM list_versions WHERE bot_id = 1 AND list = 'servers')::text AS v`,
            )
          ).rows[0]!.v;
        expect(await version()).toBeNull(); // no write since the migration: version 0 for the app
        await client.exec(
          `INSERT INTO servers (bot_id, name, ip, rcon_port) VALUES (1, 'Center', '127.0.0.1', 27021)`,
        );
        expect(await version()).toBe('1');
        await client.exec(`UPDATE servers SET name = 'Isle' WHERE id = 3`);
        expect(await version()).toBe('2');
        await client.exec(`DELETE FROM servers WHERE id = 3`);
        expect(await version()).toBe('3');
      } finally {
        await close();
      }
    },
  );
});
