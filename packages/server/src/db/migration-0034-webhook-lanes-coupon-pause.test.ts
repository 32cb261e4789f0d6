import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0034_webhook_lanes_coupon_pause: existing webhook endpoints keep their rows and start with no failing
 * streak; their pending deliveries stay pending; existing coupons keep every field and are not paused.
 */
describe('migration 0034_webhook_lanes_coupon_pause', () => {
  it('keeps endpoints, deliveries and coupons as they were', { timeout: 90_000 }, async () => {
    const { client, migrateRest, close } = await databaseBefore('0034_webhook_lanes_coupon_pause');
    try {
      await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO webhook_endpoints (id, bot_id, url, events, enabled, secret) VALUES
          (1, 1, 'https://example.com/hook', '["credits.changed"]', true, 'enc');
        INSERT INTO webhook_deliveries (id, endpoint_id, bot_id, event_id, event, body, status, attempts, next_attempt_at) VALUES
          (1, 1, 1, 'e1', 'credits.changed', '{}', 'pending', 3, '2026-11-01T00:00:00Z'),
          (2, 1, 1, 'e2', 'credits.changed', '{}', 'delivered', 1, '2026-11-01T00:00:00Z');
        INSERT INTO coupons (id, bot_id, code, kind, amount, max_uses, uses) VALUES (1, 1, 'SPRING', 'percent', 10, 5, 2);`);
      await migrateRest();
      const endpoints = await client.query(
        `SELECT id, url, enabled, failing_since, alerted_at FROM webhook_endpoints`,
      );
      expect(endpoints.rows).toEqual([
        { id: 1, url: 'https://example.com/hook', enabled: true, failing_since: null, alerted_at: null },
      ]);
      const deliveries = await client.query(
        `SELECT id, status, attempts FROM webhook_deliveries ORDER BY id`,
      );
      expect(deliveries.rows).toEqual([
        { id: 1, status: 'pending', attempts: 3 },
        { id: 2, status: 'delivered', attempts: 1 },
      ]);
      const coupons = await client.query(`SELECT code, amount, max_uses, uses, paused FROM coupons`);
      expect(coupons.rows).toEqual([{ code: 'SPRING', amount: 10, max_uses: 5, uses: 2, paused: false }]);
    } finally {
      await close();
    }
  });
});
