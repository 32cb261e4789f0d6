import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/helpers/migration-db';

/**
 * 0031_credit_history_kinds: every credit_history row the last version wrote gets a kind, an actor type and
 * the parameters of its text, read from the texts each writer used; a row no known text matches keeps its
 * text as `other`. Texts, amounts and actors stay as they were; the Overview's rollup is filled again.
 */
describe('migration 0031_credit_history_kinds', () => {
  it(
    'classifies every row by the texts the last version wrote and keeps the rest as other',
    { timeout: 90_000 },
    async () => {
      const { client, migrateRest, close } = await databaseBefore('0031_credit_history_kinds');
      try {
        await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (id, bot_id, name) VALUES (1, 1, 'Rex');
        INSERT INTO credit_history (id, bot_id, player_id, amount, balance_after, reason, actor) VALUES
          (1, 1, 1, -150, 0, 'Bought kit Starter Set', 'Portal'),
          (2, 1, 1, -150, 0, 'Bought kit Tools (retry)', 'Demo Owner (1)'),
          (3, 1, 1, -500, 0, 'Bought shop rank VIP', 'Rex'),
          (4, 1, 1, -90, 0, 'Gift Starter for a friend for Dodo', 'Portal'),
          (5, 1, 1, 150, 0, 'Refund: kit Starter Set could not be delivered', 'Shop'),
          (6, 1, 1, 50, 0, 'Refund: kit Tools expired (not delivered)', 'Shop'),
          (7, 1, 1, 50, 0, 'Vote on ark-servers.net', 'Vote reward'),
          (8, 1, 1, 5, 0, 'Discord activity', 'Discord Activity Credits'),
          (9, 1, 1, 20, 0, 'Passive income', 'Passive income'),
          (10, 1, 1, 500, 0, 'Tip4Serv purchase', 'Tip4Serv'),
          (11, 1, 1, 3, 0, 'From our tool', 'api'),
          (12, 1, 1, 100, 0, 'CSV import', 'Demo Owner (100000000000000001)'),
          (13, 1, 1, 200, 0, 'Event prize', 'Demo Owner (100000000000000001)'),
          (14, 1, 1, -7, 0, 'Changed with /credit', 'Demo Owner (1) via Discord'),
          (15, 1, 1, 9, 0, 'something old', '');
        INSERT INTO overview_credit_days (bot_id, day, kind, credits) VALUES (1, '2026-01-01', 'removed', 90);`);
        await migrateRest();
        const { rows } = await client.query<Record<string, unknown>>(
          `SELECT id, reason, actor, kind, actor_type, actor_id, refs, params FROM credit_history ORDER BY id`,
        );
        const row = (
          id: number,
          reason: string,
          actor: string,
          kind: string,
          actorType: string,
          params: object = {},
          actorId = '',
          refs: object = {},
        ) => ({ id, reason, actor, kind, actor_type: actorType, actor_id: actorId, refs, params });
        expect(rows).toEqual([
          row(1, 'Bought kit Starter Set', 'Portal', 'purchase', 'player', { kit: 'Starter Set' }),
          row(2, 'Bought kit Tools (retry)', 'Demo Owner (1)', 'purchase', 'player', {
            kit: 'Tools',
            retry: 'yes',
          }),
          row(3, 'Bought shop rank VIP', 'Rex', 'rank_purchase', 'player', { rank: 'VIP' }),
          row(4, 'Gift Starter for a friend for Dodo', 'Portal', 'gift_sent', 'player', {
            kit: 'Starter for a friend',
            recipient: 'Dodo',
          }),
          row(
            5,
            'Refund: kit Starter Set could not be delivered',
            'Shop',
            'refund',
            'system',
            {
              kit: 'Starter Set',
              why: 'failed',
            },
            'delivery-queue',
          ),
          row(
            6,
            'Refund: kit Tools expired (not delivered)',
            'Shop',
            'refund',
            'system',
            {
              kit: 'Tools',
              why: 'expired',
            },
            'delivery-queue',
          ),
          row(
            7,
            'Vote on ark-servers.net',
            'Vote reward',
            'vote',
            'system',
            { site: 'ark-servers.net' },
            'voting',
            {
              voteSite: 'ark-servers.net',
            },
          ),
          row(
            8,
            'Discord activity',
            'Discord Activity Credits',
            'activity',
            'system',
            {},
            'discord-activity',
          ),
          row(9, 'Passive income', 'Passive income', 'passive_income', 'system', {}, 'passive-income'),
          row(10, 'Tip4Serv purchase', 'Tip4Serv', 'tip4serv', 'integration', {}, 'tip4serv'),
          row(11, 'From our tool', 'api', 'api', 'integration', {}, 'api'),
          row(12, 'CSV import', 'Demo Owner (100000000000000001)', 'import', 'manager'),
          row(13, 'Event prize', 'Demo Owner (100000000000000001)', 'admin_grant', 'manager'),
          row(14, 'Changed with /credit', 'Demo Owner (1) via Discord', 'admin_take', 'manager'),
          row(15, 'something old', '', 'other', ''),
        ]);
        // the rollup classified by text is dropped (filled again from kinds); the text index is gone
        expect((await client.query(`SELECT * FROM overview_credit_days`)).rows).toEqual([]);
        const idx = await client.query<{ indexname: string }>(
          `SELECT indexname FROM pg_indexes WHERE tablename = 'credit_history' ORDER BY indexname`,
        );
        expect(idx.rows.map((r) => r.indexname)).toEqual([
          'credit_history_bot_created_idx',
          'credit_history_bot_kind_idx',
          'credit_history_pkey',
          'credit_history_player_idx',
        ]);
      } finally {
        await close();
      }
    },
  );
});
