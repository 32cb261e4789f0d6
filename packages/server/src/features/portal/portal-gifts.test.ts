import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAYER_SEARCH_LIMIT, shopMessages } from '@asa/domain';
import { players } from '../../db/schema';
import { insertPlayer } from '../../db/factories';
import { GIFT_ONLY_BOUGHT } from './orders';
import { createPortalWorld, type PortalWorld } from './test-fixtures';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(async () => {
  await w?.close();
});
beforeEach(() => w.startTest());

const EOS = '0002c0000000000000000000000000c0';

describe('gifts in the portal', () => {
  it('finds players of the instance by name (not the caller), then buys a kit for one of them', async () => {
    const friend = await insertPlayer(w.t.ctx.db, w.t.botId, { name: 'Giftee_100%', eosId: EOS, credits: 3 });
    w.rcon.options.players = [{ name: 'Giftee', eosId: EOS }];
    const short = await w.get('player', '/players?q=G');
    expect(short.statusCode).toBe(400);
    const found = await w.get('player', '/players?q=giftee_100%25');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ rows: [{ id: friend.id, name: 'Giftee_100%' }] });
    // `%` and `_` match themselves; the caller is never offered; at most PLAYER_SEARCH_LIMIT rows
    expect((await w.get('player', '/players?q=%25%25')).json().rows).toEqual([]);
    expect((await w.get('player', '/players?q=Demo Player')).json().rows).toEqual([]);
    for (let i = 0; i < PLAYER_SEARCH_LIMIT + 2; i++)
      await insertPlayer(w.t.ctx.db, w.t.botId, { name: `Searchable ${i}` });
    expect((await w.get('player', '/players?q=searchable')).json().rows).toHaveLength(PLAYER_SEARCH_LIMIT);
    expect((await w.get('anonymous', '/players?q=Giftee')).statusCode).toBe(401);

    const k = await w.kit({ name: 'Portal Gift', price: 90 });
    await w.setCredits('player', 500);
    const res = await w.post('player', 'buy', {
      kitId: k.id,
      serverId: w.serverId,
      giftTo: friend.id,
      giftMessage: 'Happy wipe!',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'delivered',
      playerId: friend.id,
      playerName: 'Giftee_100%',
      gift: { fromName: 'Demo Player', message: 'Happy wipe!' },
    });
    expect((await w.playerOf('player'))!.credits).toBe(410);
    const [f] = await w.t.ctx.db.select().from(players).where(eq(players.id, friend.id));
    expect(f!.credits).toBe(3);
    // the buyer's orders list the gift they sent
    const me = (await w.get('player', '/me')).json();
    expect(me.purchases.find((p: { id: number }) => p.id === res.json().id)).toMatchObject({
      gift: { fromName: 'Demo Player' },
    });

    // refusals: to yourself, with a voucher, to no player of this instance; nothing charged
    const self = (await w.playerOf('player'))!;
    const toSelf = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId, giftTo: self.id });
    expect(toSelf.json()).toMatchObject({ code: 'gift_to_self', message: shopMessages.giftToSelf });
    const redeem = await w.post('player', 'redeem', { kitId: k.id, serverId: w.serverId, giftTo: friend.id });
    expect(redeem.statusCode).toBe(400);
    expect(redeem.json().message).toBe(GIFT_ONLY_BOUGHT);
    const missing = await w.post('player', 'buy', {
      kitId: k.id,
      serverId: w.serverId,
      giftTo: 2_000_000_000,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(shopMessages.giftRecipientNotFound);
    expect((await w.playerOf('player'))!.credits).toBe(410);
  });
});
