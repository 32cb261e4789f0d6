import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { shopText, shopRefusals, transferMessages } from '@asa/domain';
import {
  auditLog,
  creditHistory,
  creditTransfers,
  players,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { insertPlayer } from '../../db/factories';
import { listDiscordOutbox } from '../discord-activity/outbox';
import { createPortalWorld, type PortalWorld } from '../portal/test-fixtures';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(async () => {
  await w?.close();
});
beforeEach(() => w.startTest());

const on = (over: Record<string, unknown> = {}) =>
  w.saveSettings({ transferSettings: { isEnabled: true, ...over } });
const historyOf = (playerId: number) =>
  w.t.ctx.db
    .select()
    .from(creditHistory)
    .where(eq(creditHistory.playerId, playerId))
    .orderBy(creditHistory.id);
const credits = async (id: number) =>
  (await w.t.ctx.db.select().from(players).where(eq(players.id, id)))[0]!.credits;

describe('transfers between players in the portal', () => {
  it('is refused while off, then moves amount and fee in one go: history, webhook, audit, DM; idempotent', async () => {
    const friend = await insertPlayer(w.t.ctx.db, w.t.botId, {
      name: 'Friend',
      discordId: '700000000000000001',
      credits: 5,
    });
    await w.get('player', '/me'); // creates the caller's player
    const me = (await w.playerOf('player'))!;
    await w.setCredits('player', 500);
    const off = await w.post('player', 'transfers', {
      toPlayerId: friend.id,
      amount: 100,
      idempotencyKey: 'a1',
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({
      code: 'transfers_off',
      message: shopText('en', shopRefusals.transfersOff),
    });
    expect((await w.get('player', '/me')).json().transfers).toBeNull();

    await on({ feePercent: 10, minAmount: 5, maxAmount: 300, dailyLimit: 250 });
    expect((await w.get('player', '/me')).json().transfers).toEqual({
      minAmount: 5,
      maxAmount: 300,
      dailyLimit: 250,
      feePercent: 10,
      leftToday: 250,
    });
    // the recipient search works for "Send credits"
    expect((await w.get('player', '/players?q=Friend')).json().rows).toEqual([
      { id: friend.id, name: 'Friend' },
    ]);
    const [endpoint] = await w.t.ctx.db
      .insert(webhookEndpoints)
      .values({
        botId: w.t.botId,
        url: 'https://example.com/hook',
        events: ['credits.changed'],
        secret: w.t.ctx.secrets.encrypt('s'),
      })
      .returning();

    const sent = await w.post('player', 'transfers', {
      toPlayerId: friend.id,
      amount: 101,
      idempotencyKey: 'a1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // the fee (10 % of 101, rounded up) is paid on top
    expect(sent.json()).toMatchObject({
      amount: 101,
      fee: 11,
      toName: 'Friend',
      source: 'portal',
      senderCredits: 388,
    });
    expect(await credits(me.id)).toBe(388);
    expect(await credits(friend.id)).toBe(106);
    expect((await historyOf(me.id)).slice(-2).map((h) => [h.amount, h.balanceAfter, h.reason])).toEqual([
      [-101, 399, 'Sent to Friend'],
      [-11, 388, 'Transfer fee'],
    ]);
    expect((await historyOf(friend.id)).map((h) => [h.amount, h.balanceAfter, h.reason])).toEqual([
      [101, 106, `Received from ${me.name}`],
    ]);
    // a credits.changed event for both players
    const events = await w.t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id))
      .orderBy(webhookDeliveries.id);
    const changed = events.map((e) => JSON.parse(e.body).data as { playerId: number; amount: number });
    expect(changed.map((d) => [d.playerId, d.amount])).toEqual([
      [me.id, -101],
      [me.id, -11],
      [friend.id, 101],
    ]);
    // audited, and the receiver is told in a DM
    const audit = await w.t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.botId, w.t.botId), eq(auditLog.action, 'transfer')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'credits', entityId: String(sent.json().id) });
    const dms = (await listDiscordOutbox(w.t.ctx.db, w.t.botId)).filter((m) => m.key.includes('transfer-dm'));
    expect(dms).toEqual([
      expect.objectContaining({
        userId: '700000000000000001',
        text: `${me.name} sent you 101 credits. Your balance: 106 credits.`,
      }),
    ]);

    // the same key again: the first transfer, nothing moved twice; the key with another amount: 422
    const again = await w.post('player', 'transfers', {
      toPlayerId: friend.id,
      amount: 101,
      idempotencyKey: 'a1',
    });
    expect(again.json()).toMatchObject({ id: sent.json().id });
    expect(await credits(me.id)).toBe(388);
    const reused = await w.post('player', 'transfers', {
      toPlayerId: friend.id,
      amount: 7,
      idempotencyKey: 'a1',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('transfer_key_reused');

    // the owner's rules; nothing moves on a refusal
    const refused = async (body: object, status: number, code: string) => {
      const res = await w.post('player', 'transfers', {
        toPlayerId: friend.id,
        idempotencyKey: `k${Math.random()}`.replace('.', ''),
        ...body,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    };
    await refused({ amount: 4 }, 400, 'transfer_too_small');
    await refused({ amount: 301 }, 400, 'transfer_too_large');
    await refused({ amount: 150 }, 409, 'transfer_daily_limit'); // 101 sent today, limit 250
    await refused({ amount: 20, toPlayerId: me.id }, 400, 'transfer_to_self');
    await refused({ amount: 20, toPlayerId: 2_000_000_000 }, 404, 'not_found');
    await on({ dailyLimit: 0, maxAmount: 0 });
    await refused({ amount: 360 }, 409, 'not_enough_credits'); // 360 + 36 > 388
    await on({ minAccountAgeDays: 3 });
    await refused({ amount: 10 }, 403, 'transfer_account_too_new');
    const bad = await w.post('player', 'transfers', {
      toPlayerId: friend.id,
      amount: 1.5,
      idempotencyKey: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(transferMessages.amount);
    expect(await credits(me.id)).toBe(388);
    expect(await credits(friend.id)).toBe(106);
    const rows = await w.t.ctx.db.select().from(creditTransfers).where(eq(creditTransfers.botId, w.t.botId));
    expect(rows).toHaveLength(1);

    // the dashboard's list
    const list = await w.t.call('owner', { url: `/api/transfers/${w.t.botId}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: sent.json().id, fromName: me.name, toName: 'Friend' }),
    ]);
    expect((await w.t.call('anonymous', { url: `/api/transfers/${w.t.botId}` })).statusCode).toBe(401);
    await on({ minAccountAgeDays: 0, isEnabled: false });
  });

  it('owner settings are validated (400 on the field) and only the owner may change them', async () => {
    const bot = (await w.t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' }))
      .json()
      .find((b: { id: number }) => b.id === w.t.botId);
    const res = await w.t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, transferSettings: { ...bot.transferSettings, feePercent: 51 } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(transferMessages.feePercent);
    const max = await w.t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: { ...bot, transferSettings: { ...bot.transferSettings, minAmount: 10, maxAmount: 5 } },
      },
    });
    expect(max.statusCode).toBe(400);
    expect(max.body).toContain(transferMessages.maxAmount);
  });
});
