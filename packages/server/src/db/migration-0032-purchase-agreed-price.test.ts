import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/** 0032_purchase_agreed_price: purchases keep everything; the price agreed is null for rows before it. */
describe('migration 0032_purchase_agreed_price', () => {
  it('keeps every purchase and leaves the new column null', { timeout: 90_000 }, async () => {
    const { client, migrateRest, close } = await databaseBefore('0032_purchase_agreed_price');
    try {
      await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO purchases (id, bot_id, player_name, kit_name, server_name, source, status, price) VALUES
          (1, 1, 'Rex', 'Starter', 'The Island', 'portal', 'delivered', 150),
          (2, 1, 'Dodo', 'Tools', 'The Center', 'api', 'waiting', 120);`);
      await migrateRest();
      const { rows } = await client.query<Record<string, unknown>>(
        `SELECT id, status, price, agreed_price FROM purchases ORDER BY id`,
      );
      expect(rows).toEqual([
        { id: 1, status: 'delivered', price: 150, agreed_price: null },
        { id: 2, status: 'waiting', price: 120, agreed_price: null },
      ]);
    } finally {
      await close();
    }
  });
});
