import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { currentRequestId, listDiscordOutbox } from '@asa/server';
import { purchases, servers, webhookDeliveries, webhookEndpoints } from '@asa/server/db';
import { startBot } from '../src/bot';
import { customIds } from '../src/lib/custom-ids';
import { createBotTest, user, type BotTest } from './helpers/bot-harness';

/** vi.waitFor's cap (its default is 1 s: a loaded CI machine delivers slower than that); it polls every 50 ms. */
const WAIT = { timeout: 30_000, interval: 50 };

/**
 * Request ids of the bot's work (issue 39): every interaction and chat message the gateway delivers is handled
 * as a request of its own (a new UUID v7), so the purchase it makes, the webhook deliveries and the Discord
 * outbox rows written with it carry the id, and so do the bot's log lines about it: an operator follows a
 * purchase from the Discord interaction through the delivery and the webhook in the logs.
 */
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let b: BotTest;
let island: number;
beforeAll(async () => {
  b = await createBotTest();
  const [row] = await b.ctx.db.select().from(servers).where(eq(servers.name, 'The Island'));
  island = row!.id;
});
afterAll(async () => b?.close());

describe('request ids of Discord interactions', () => {
  it('a purchase made through the gateway carries the interaction’s id, as do its webhooks, outbox rows and log lines', async () => {
    const lines: { msg: string; reqId: string | null }[] = [];
    const bot = startBot(b.ctx, b.client, {
      log: (msg) => lines.push({ msg, reqId: currentRequestId() }),
      info: (msg) => lines.push({ msg, reqId: currentRequestId() }),
    });
    try {
      await b.ctx.db.insert(webhookEndpoints).values({
        botId: b.botId,
        url: 'https://hooks.example.com/bot',
        events: ['purchase.created', 'purchase.delivered'],
        secret: b.ctx.secrets.encrypt('whsec_bot'),
      });
      const u = user(90);
      const p = await b.addPlayer(u, { credits: 500, eosId: '90909090909090909090909090909090' });
      const kit = await b.addKit({ name: 'Followed', price: 20 });
      const actions = (b.client as unknown as { actions: Record<string, { handle(d: unknown): unknown }> })
        .actions;
      const outboxBefore = new Set((await listDiscordOutbox(b.ctx.db, b.botId)).map((m) => m.key));

      // two orders, each an interaction of its own as the gateway delivers them
      for (const n of [1, 2]) {
        const raw = b.rawSelect(u, customIds.server('b', kit.id, 0), [String(island)]);
        actions.InteractionCreate!.handle(raw);
        await vi.waitFor(async () => {
          const rows = await b.ctx.db.select().from(purchases).where(eq(purchases.playerId, p.id));
          expect(rows.filter((r) => r.status === 'delivered')).toHaveLength(n);
        }, WAIT);
      }
      const rows = await b.ctx.db
        .select()
        .from(purchases)
        .where(eq(purchases.playerId, p.id))
        .orderBy(asc(purchases.id));
      const ids = rows.map((r) => r.requestId!);
      for (const id of ids) expect(id).toMatch(UUID_V7);
      expect(new Set(ids).size).toBe(2);

      for (const [i, row] of rows.entries()) {
        const id = ids[i]!;
        // the webhook deliveries written with the purchase and its delivery
        const hooks = await b.ctx.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.requestId, id));
        expect(hooks.map((h) => h.event).sort()).toEqual(['purchase.created', 'purchase.delivered']);
        // the bot's line about the purchase
        await vi.waitFor(
          () =>
            expect(lines).toContainEqual({
              msg: expect.stringMatching(new RegExp(`^purchase ${row.id} delivered \\(interaction \\d+\\)$`)),
              reqId: id,
            }),
          WAIT,
        );
      }
      // the kit log and claim-kit messages it queued for the bot to post (on in the demo settings)
      const queued = (await listDiscordOutbox(b.ctx.db, b.botId)).filter((m) => !outboxBefore.has(m.key));
      expect(queued.length).toBeGreaterThanOrEqual(2);
      for (const m of queued) expect(ids).toContain(m.requestId);
      expect(new Set(queued.map((m) => m.requestId))).toEqual(new Set(ids));
    } finally {
      await bot.stop();
      b.client.removeAllListeners();
    }
  });

  it('a failed interaction is logged with its id', async () => {
    const lines: { msg: string; reqId: string | null }[] = [];
    const bot = startBot(b.ctx, b.client, { log: (msg) => lines.push({ msg, reqId: currentRequestId() }) });
    try {
      const actions = (b.client as unknown as { actions: Record<string, { handle(d: unknown): unknown }> })
        .actions;
      // the database refuses the work: the handler's error surfaces to the bot's log
      const spy = vi.spyOn(b.ctx.db, 'select').mockImplementation(() => {
        throw new Error('database away');
      });
      try {
        actions.InteractionCreate!.handle(b.rawSlash(user(91), 'balance'));
        await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0), WAIT);
      } finally {
        spy.mockRestore();
      }
      for (const l of lines) expect(l.reqId).toMatch(UUID_V7);
    } finally {
      await bot.stop();
      b.client.removeAllListeners();
    }
  });
});
