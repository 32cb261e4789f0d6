import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessages } from '@asa/domain';
import { kits, servers } from '../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { createApiWorld, type ApiWorld } from './test-fixtures';

let w: ApiWorld;
let game: FakeRconServer;
beforeAll(async () => {
  w = await createApiWorld();
  game = await startFakeRcon({ password: 'gift-pass' });
});
afterAll(async () => {
  await w?.close();
  await game?.close();
});

describe('POST /api/v1/purchases with giftTo', () => {
  it('charges the buyer and delivers to the recipient (by player id or Discord ID); bad recipients are refused', async () => {
    const [srv] = await w.t.ctx.db
      .insert(servers)
      .values({
        botId: w.t.botId,
        name: 'API Gift',
        ip: game.host,
        rconPort: game.port,
        rconPassword: w.t.ctx.secrets.encrypt('gift-pass'),
      })
      .returning();
    const [kit] = await w.t.ctx.db
      .insert(kits)
      .values({
        botId: w.t.botId,
        name: 'API Gift Kit',
        description: 'd',
        price: 40,
        itemGroups: [{ index: 0, name: 'Main', items: [{ index: 0, command: 'GiftGive {eos_id}' }] }],
      })
      .returning();
    const buyer = await w.playerByName(w.t.botId, 'Argy Ace');
    const recipient = await w.playerByName(w.t.botId, 'Wyvern Queen');
    game.options.players = [{ name: recipient.name, eosId: recipient.eosId }];
    const buy = (key: string, payload: Record<string, unknown>) =>
      w.api(w.key, {
        method: 'POST',
        url: '/api/v1/purchases',
        headers: { 'idempotency-key': key },
        payload: { discordId: buyer.discordId, kitId: kit!.id, serverId: srv!.id, ...payload },
      });

    const byId = await buy('gift-1', { giftTo: String(recipient.id), giftMessage: 'gg @everyone' });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({
      status: 'delivered',
      playerId: recipient.id,
      price: 40,
      gift: { fromPlayerId: buyer.id, fromName: 'Argy Ace', message: 'gg @everyone' },
    });
    expect(game.commands.filter((c) => c.startsWith('GiftGive'))).toEqual([`GiftGive ${recipient.eosId}`]);
    // the same key answers the same gift; with another recipient it is another order (422)
    const again = await buy('gift-1', { giftTo: String(recipient.id), giftMessage: 'gg @everyone' });
    expect(again.json().id).toBe(byId.json().id);
    expect((await buy('gift-1', {})).statusCode).toBe(422);
    const byDiscord = await buy('gift-2', { giftTo: recipient.discordId });
    expect(byDiscord.json()).toMatchObject({ status: 'delivered', playerId: recipient.id });
    expect((await w.playerByName(w.t.botId, 'Argy Ace')).credits).toBe(buyer.credits - 80);
    expect((await w.playerByName(w.t.botId, 'Wyvern Queen')).credits).toBe(recipient.credits);

    // bad input: 400 / 404 with the message, nothing charged
    const self = await buy('gift-3', { giftTo: buyer.discordId });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'gift_to_self', message: shopMessages.giftToSelf });
    const foreign = await buy('gift-4', { giftTo: String(w.other.playerId) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(shopMessages.giftRecipientNotFound);
    expect((await buy('gift-5', { giftTo: 'Wyvern' })).statusCode).toBe(400);
    expect(
      (await buy('gift-6', { giftTo: String(recipient.id), giftMessage: 'x'.repeat(2000) })).statusCode,
    ).toBe(400);
    expect((await w.playerByName(w.t.botId, 'Argy Ace')).credits).toBe(buyer.credits - 80);
  });
});
