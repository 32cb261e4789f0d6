/**
 * Issue 33, finding 3: nobody pays more than they agreed. A portal buyer shown 120 (a sale) who orders just
 * after the sale ends was charged 150. Now every order carries the price its buyer agreed to (portal: the
 * shown price; key API: `maxPrice`; in-game: the price when the line was typed; Discord: the price when the
 * member chose, tested in packages/bot) and a higher charge answers 409 `price_changed` with the new price,
 * nothing charged; the purchase stores the price agreed. Real HTTP (app.inject), real database, TCP RCON fakes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import { purchases, servers } from '../../src/db/schema';
import { startFakeRcon } from '../../src/integrations/rcon/fake-server';
import { insertKit, itemGroup } from '../../src/db/factories';
import { createPortalWorld, type PortalWorld } from '../../src/features/portal/test-fixtures';
import { createApiWorld, type ApiWorld } from '../../src/features/api-v1/test-fixtures';
import { addPlayer, createInGameWorld, type InGameWorld } from '../../src/features/in-game-shop/test-world';

/** A kit at 150 whose 20 % sale (120) ended 52 ms before `now`. */
const saleJustEnded = (now: Date) => ({
  price: 150,
  salePercent: 20,
  saleFrom: new Date(now.getTime() - 86_400_000),
  saleTo: new Date(now.getTime() - 52),
});

describe('portal: the shown price is the most that is charged', () => {
  let w: PortalWorld;
  beforeAll(async () => {
    w = await createPortalWorld();
  });
  afterAll(async () => w?.close());
  beforeEach(() => w.startTest());

  it('shown 120, the sale ended 52 ms before the order: 409 price_changed 150, nothing charged', async () => {
    const k = await w.kit({ name: 'Sale Kit', ...saleJustEnded(w.t.ctx.now()) });
    await w.setCredits('player', 1000);
    const res = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId, shownPrice: 120 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'price_changed',
      price: 150,
      message: shopMessages.priceChanged(120, 150),
    });
    expect((await w.playerOf('player'))!.credits).toBe(1000);
    expect(await w.t.ctx.db.select().from(purchases).where(eq(purchases.kitId, k.id))).toEqual([]);
    expect(w.rcon.commands.filter((c) => c.startsWith('GiveItem'))).toEqual([]);

    // confirmed again at the new price: charged 150, the purchase stores what was agreed
    const again = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId, shownPrice: 150 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ price: 150, status: 'delivered' });
    expect((await w.playerOf('player'))!.credits).toBe(850);
    const [row] = await w.t.ctx.db.select().from(purchases).where(eq(purchases.id, again.json().id));
    expect(row!.agreedPrice).toBe(150);
  });

  it('a lower charge goes through and says so (a sale started after the price was shown)', async () => {
    const now = w.t.ctx.now();
    const k = await w.kit({
      name: 'Sale Started',
      price: 150,
      salePercent: 20,
      saleFrom: new Date(now.getTime() - 52),
      saleTo: new Date(now.getTime() + 86_400_000),
    });
    await w.setCredits('player', 1000);
    const res = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId, shownPrice: 150 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: 120, notice: shopMessages.salePriceChanged(150, 120) });
    expect((await w.playerOf('player'))!.credits).toBe(880);
  });
});

describe('key API: optional maxPrice', () => {
  let w: ApiWorld;
  const after: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    w = await createApiWorld();
  });
  afterAll(async () => {
    for (const f of after) await f();
    await w?.close();
  });

  it('a charge above maxPrice: 409 price_changed with the price, nothing charged; without it as before', async () => {
    const game = await startFakeRcon({ password: 'price-pass' });
    after.push(() => game.close());
    const [srv] = await w.t.ctx.db
      .insert(servers)
      .values({
        botId: w.t.botId,
        name: 'API Price',
        ip: game.host,
        rconPort: game.port,
        rconPassword: w.t.ctx.secrets.encrypt('price-pass'),
      })
      .returning();
    const kit = await insertKit(w.t.ctx.db, w.t.botId, {
      name: 'Api Sale',
      ...saleJustEnded(w.t.ctx.now()),
      itemGroups: [itemGroup(0, 'Main', ['ApiGive {eos_id}'])],
    });
    const rex = await w.playerByName(w.t.botId, 'Argy Ace');
    game.options.players = [{ name: rex.name, eosId: rex.eosId }];
    const order = { discordId: rex.discordId, kitId: kit.id, serverId: srv!.id };
    const history = await w.historyCount(rex.id);
    const buy = (payload: object, key: string) =>
      w.api(w.key, {
        method: 'POST',
        url: '/api/v1/purchases',
        headers: { 'idempotency-key': key },
        payload,
      });
    const refused = await buy({ ...order, maxPrice: 120 }, 'price-1');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'price_changed', price: 150 });
    expect(await w.historyCount(rex.id)).toBe(history);
    expect((await w.playerByName(w.t.botId, 'Argy Ace')).credits).toBe(rex.credits);

    const ok = await buy({ ...order, maxPrice: 150 }, 'price-2');
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await w.t.ctx.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.botId, w.t.botId), eq(purchases.idempotencyKey, 'price-2')));
    expect([row!.price, row!.agreedPrice]).toEqual([150, 150]);

    const bad = await buy({ ...order, maxPrice: -1 }, 'price-3');
    expect(bad.statusCode).toBe(400);
    const plain = await buy(order, 'price-4');
    expect(plain.statusCode, plain.body).toBe(200);
  });
});

describe('in-game: the price when the line was typed', () => {
  let w: InGameWorld;
  beforeAll(async () => {
    w = await createInGameWorld();
  });
  afterAll(async () => w?.close());

  it('the sale ends between typing +buy and the charge: refused in game, nothing charged', async () => {
    const eos = '0002000000000000000000000000abcd';
    const p = await addPlayer(w, {
      name: 'Saver',
      discordId: '530000000000000001',
      credits: 500,
      eosId: eos,
    });
    w.setOnline([{ name: 'Saver', eosId: eos }]);
    // the sale runs when the line is read, and ends right after (before the command is processed)
    const readAt = w.t.ctx.now().getTime() + 61_000;
    await insertKit(w.t.ctx.db, w.botId, {
      name: 'Flash',
      price: 150,
      salePercent: 20,
      saleFrom: new Date(readAt - 86_400_000),
      saleTo: new Date(readAt + 30_000),
      itemGroups: [itemGroup(0, 'Main', ['GiveItem {eos_id} flash 1'])],
    });
    const now = w.t.ctx.now;
    w.say('Saver', '+buy Flash');
    await w.run({
      at: (point) => {
        if (point === 'afterClaim') w.t.ctx.now = () => new Date(now().getTime() + 60_000);
      },
    });
    w.t.ctx.now = now;
    expect(w.repliesTo(eos).at(-1)).toBe(
      'The price is now 150 credits (you agreed to 120). Nothing was charged, order again to buy at the new price.',
    );
    expect((await w.player(p.id)).credits).toBe(500);
    expect(await w.purchasesOf(p.id)).toEqual([]);
  });
});
