import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { players, purchases, servers } from '@asa/server/db';
import { DEMO_GUILD_ID, demoPersonas, listDiscordOutbox, runDeliveryQueue } from '@asa/server';
import { flushOutbox } from '../src/sync/outbox';
import { createBotTest, type BotTest, type TestUser } from './helpers/bot-harness';

/**
 * The buyer's Discord DMs about an order (issue 23): bought through the portal's HTTP routes, moved by the
 * real delivery queue against the RCON fake, queued in the outbox with the state change and sent by the
 * bot runtime to the fake Discord, which opens the DM channel (POST /users/@me/channels) as Discord does.
 */
let b: BotTest;
let island: number;
const buyer: TestUser = { id: demoPersonas.player.discordId, username: 'Demo Player', roles: [] };
const url = (path: string) => `/api/portal/${DEMO_GUILD_ID}${path}`;

const flush = () => flushOutbox(b.ctx, b.client.rest, new Set([b.botId]));
/** Messages posted in the buyer's DM channel, oldest first. */
const dms = () => {
  const channel = [...b.discord.bot.dmChannels].find(([, u]) => u === buyer.id)?.[0];
  return b.discord.bot.messages.filter((m) => m.channel_id === channel).map((m) => m.content);
};

async function buyWhileOffline(kitName: string, price: number) {
  const kit = await b.addKit({
    name: kitName,
    price,
    itemGroups: [
      {
        index: 0,
        name: 'Items',
        items: [{ index: 0, command: `GiveItemToPlayer {eos_id} ${kitName} 1 0 0` }],
      },
    ],
  });
  await b.setOnline(buyer, false);
  const res = await b.t.call('player', {
    method: 'POST',
    url: url('/buy'),
    payload: { kitId: kit.id, serverId: island },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ status: 'waiting' });
  return res.json().id as number;
}

/** Two queue runs (the second must not queue anything again) and two outbox flushes. */
async function runTwice() {
  await runDeliveryQueue(b.ctx);
  await flush();
  await runDeliveryQueue(b.ctx);
  await flush();
}

const statusOf = async (id: number) =>
  (await b.ctx.db.select().from(purchases).where(eq(purchases.id, id)))[0]!.status;

beforeAll(async () => {
  b = await createBotTest();
  const rows = await b.ctx.db.select().from(servers).where(eq(servers.botId, b.botId));
  island = rows.find((s) => s.name === 'The Island')!.id;
  // the portal persona shares the guild with the bot (Discord refuses DMs otherwise)
  b.data.guilds[0]!.members.push(buyer.id);
  await b.ctx.db.update(players).set({ credits: 1000 }).where(eq(players.discordId, buyer.id));
  await b.setSettings({ kitSettings: { waitingExpiryHours: 1 } });
  await flush(); // messages of the demo seed
});
afterAll(async () => b?.close());

describe('DMs to the buyer about their orders', () => {
  it('an order delivered after waiting: one DM, also when the queue runs again', async () => {
    const before = dms().length;
    const id = await buyWhileOffline('Parcel', 40);
    await b.setOnline(buyer, true);
    b.advanceClock(31_000);
    await runTwice();
    expect(await statusOf(id)).toBe('delivered');
    expect(dms().slice(before)).toEqual(['Your order "Parcel" on The Island has arrived. Enjoy!']);
    expect(b.discord.bot.writes.filter((w) => w.path === '/users/@me/channels').at(-1)?.body).toEqual({
      recipient_id: buyer.id,
    });
    expect(await listDiscordOutbox(b.ctx.db, b.botId)).toEqual([]);
  });

  it('an order delivered at once sends no DM (the buyer saw the answer)', async () => {
    const before = dms().length;
    await b.setOnline(buyer, true);
    const kit = await b.addKit({
      name: 'Instant',
      price: 1,
      itemGroups: [
        {
          index: 0,
          name: 'Items',
          items: [{ index: 0, command: 'GiveItemToPlayer {eos_id} Instant 1 0 0' }],
        },
      ],
    });
    const res = await b.t.call('player', {
      method: 'POST',
      url: url('/buy'),
      payload: { kitId: kit.id, serverId: island },
    });
    expect(res.json()).toMatchObject({ status: 'delivered' });
    await runTwice();
    expect(dms().slice(before)).toEqual([]);
  });

  it('an expired order: one DM with the refund, pluralised, also when the queue runs again', async () => {
    const before = dms().length;
    const id = await buyWhileOffline('Crate', 1);
    b.advanceClock(3_600_000 + 60_000);
    await runTwice();
    expect(await statusOf(id)).toBe('expired');
    expect(dms().slice(before)).toEqual([
      'Your order "Crate" on The Island expired: not delivered within 1 hour (Waiting for you to join The Island). Your 1 credit was refunded.',
    ]);
  });

  it("a failed order: one DM with the game server's answer and the refund", async () => {
    const before = dms().length;
    await b.setOnline(buyer, true);
    const kit = await b.addKit({
      name: 'Refused',
      price: 25,
      itemGroups: [
        {
          index: 0,
          name: 'Items',
          items: [{ index: 0, command: 'GiveItemToPlayer {eos_id} Refused 1 0 0' }],
        },
      ],
    });
    b.rcon.options.failAll = 'Permission denied';
    try {
      const res = await b.t.call('player', {
        method: 'POST',
        url: url('/buy'),
        payload: { kitId: kit.id, serverId: island },
      });
      expect(res.json()).toMatchObject({ status: 'failed', refunded: true });
    } finally {
      b.rcon.options.failAll = undefined;
    }
    await runTwice();
    expect(dms().slice(before)).toEqual([
      'Your order "Refused" on The Island could not be delivered: Permission denied. Your 25 credits were refunded.',
    ]);
  });

  it('DMs switched off in the portal: none, while the kit log still posts', async () => {
    const bad = await b.t.call('player', {
      method: 'PUT',
      url: url('/notifications'),
      payload: { dmNotifications: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    const off = await b.t.call('player', {
      method: 'PUT',
      url: url('/notifications'),
      payload: { dmNotifications: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ dmNotifications: false });
    expect((await b.t.call('player', { method: 'GET', url: url('/me') })).json().dmNotifications).toBe(false);

    const before = dms().length;
    const posted = b.discord.bot.messages.length;
    const delivered = await buyWhileOffline('Quiet', 40);
    await b.setOnline(buyer, true);
    b.advanceClock(31_000);
    await runTwice();
    const expired = await buyWhileOffline('Quieter', 40);
    b.advanceClock(3_600_000 + 60_000);
    await runTwice();
    expect([await statusOf(delivered), await statusOf(expired)]).toEqual(['delivered', 'expired']);
    expect(dms().slice(before)).toEqual([]);
    expect(b.discord.bot.messages.length).toBeGreaterThan(posted); // kit log and claim messages

    const on = await b.t.call('player', {
      method: 'PUT',
      url: url('/notifications'),
      payload: { dmNotifications: true },
    });
    expect(on.json()).toEqual({ dmNotifications: true });
  });
});
