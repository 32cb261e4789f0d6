import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/** 0047_monitor_due: every existing server is due for its RCON check at once; new ones too. */
describe('migration 0047_monitor_due', () => {
  it('adds servers.monitor_due_at, epoch for existing and new servers', { timeout: 90_000 }, async () => {
    const { client, migrateRest, close } = await databaseBefore('0047_monitor_due');
    try {
      await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO servers (id, bot_id, name, ip, rcon_port) VALUES (1, 1, 'The Island', '10.0.0.1', 27020);`);
      await migrateRest();
      await client.exec(
        `INSERT INTO servers (id, bot_id, name, ip, rcon_port) VALUES (2, 1, 'Ragnarok', '10.0.0.2', 27020)`,
      );
      const { rows } = await client.query<Record<string, unknown>>(
        `SELECT id, name, extract(epoch from monitor_due_at)::int AS due FROM servers ORDER BY id`,
      );
      expect(rows).toEqual([
        { id: 1, name: 'The Island', due: 0 },
        { id: 2, name: 'Ragnarok', due: 0 },
      ]);
    } finally {
      await close();
    }
  });
});
