import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Kit } from '@asa/domain';
import { refreshSaleMessages } from '@asa/server';
import { kits } from '@asa/server/db';
import { customIds } from '../src/lib/custom-ids';
import { syncKitMessages, syncStaleKitMessages } from '../src/sync/kit-messages';
import { channels, createBotTest, GUILD_ID, type BotTest } from './helpers/bot-harness';

let b: BotTest;
const sync = () =>
  syncKitMessages(b.ctx, b.client.rest, { id: b.botId, guildId: GUILD_ID }, (msg, err) =>
    b.logged.push({ msg, err }),
  );
const kitRow = async (id: number) => (await b.ctx.db.select().from(kits).where(eq(kits.id, id)))[0]!;
const live = (channelId?: string) =>
  b.discord.bot.messages.filter((m) => !m.deleted && (!channelId || m.channel_id === channelId));
const messageOf = (id: string) => b.discord.bot.messages.find((m) => m.id === id)!;
type Embed = {
  title: string;
  description?: string;
  fields: { name: string; value: string }[];
  thumbnail?: { url: string };
};
const embedOf = (id: string) => messageOf(id).embeds[0] as Embed;
/** Saves a kit through the dashboard's PUT /api/kit, as the owner would. */
async function saveOnDashboard(id: number, change: Partial<Kit>) {
  const list = await b.t.call('owner', { method: 'GET', url: `/api/kit/list/${b.botId}` });
  const kit = (list.json() as Kit[]).find((k) => k.id === id)!;
  const res = await b.t.call('owner', {
    method: 'PUT',
    url: '/api/kit',
    payload: { kit: { ...kit, ...change } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let shown: (typeof kits.$inferSelect)[];
beforeAll(async () => {
  b = await createBotTest();
  await b.addKit({ name: 'Not For Sale', isBuyable: false, channelId: channels.shop });
  await b.addKit({ name: 'Switched Off', isEnabled: false, channelId: channels.shop });
  await b.addKit({ name: 'Nowhere', channelId: '' });
  shown = (await b.ctx.db.select().from(kits).where(eq(kits.botId, b.botId))).filter(
    (k) => k.isEnabled && k.isBuyable && k.channelId !== '',
  );
});
afterAll(async () => b?.close());

describe('kit message sync', () => {
  it('posts one message per enabled, buyable kit in its channel and stores the message id', async () => {
    expect(shown.length).toBeGreaterThan(1);
    const r = await sync();
    expect(r).toMatchObject({ posted: shown.length, edited: 0, deleted: 0, failed: 0 });
    expect(live(channels.shop)).toHaveLength(shown.length);
    for (const k of shown) {
      const row = await kitRow(k.id);
      expect(row.messageId).not.toBe('');
      const msg = messageOf(row.messageId);
      expect(msg.channel_id).toBe(k.channelId);
      expect(embedOf(row.messageId)).toMatchObject({ title: k.name });
      expect(embedOf(row.messageId).fields[0]).toEqual({
        name: 'Price',
        value: `${k.price} credits`,
        inline: true,
      });
      const button = (msg.components[0] as { components: { custom_id: string; label: string }[] })
        .components[0]!;
      expect(button).toMatchObject({ custom_id: customIds.buyButton(k.id), label: 'Buy' });
    }
    expect(
      live().some((m) => ['Not For Sale', 'Switched Off', 'Nowhere'].includes((m.embeds[0] as Embed).title)),
    ).toBe(false);
  });

  it('does nothing when nothing changed', async () => {
    const writes = b.discord.bot.writes.length;
    const r = await sync();
    expect(r).toMatchObject({ posted: 0, edited: 0, deleted: 0, unchanged: shown.length });
    expect(b.discord.bot.writes.length).toBe(writes);
  });

  it('edits the message in place when the kit is changed on the dashboard', async () => {
    const k = shown[0]!;
    const before = await kitRow(k.id);
    await saveOnDashboard(k.id, {
      price: 4321,
      description: 'New text',
      iconUrl: 'https://example.com/icon.png',
    });
    const r = await sync();
    expect(r).toMatchObject({ posted: 0, edited: 1 });
    const after = await kitRow(k.id);
    expect(after.messageId).toBe(before.messageId);
    expect(embedOf(after.messageId)).toMatchObject({
      description: 'New text',
      thumbnail: { url: 'https://example.com/icon.png' },
    });
    expect(embedOf(after.messageId).fields[0]!.value).toBe('4321 credits');
  });

  it('re-creates the message in the new channel when the kit’s channel changes, and removes the old one', async () => {
    const k = shown[1]!;
    const old = await kitRow(k.id);
    await saveOnDashboard(k.id, { channelId: channels.ranks });
    expect((await kitRow(k.id)).messageId).toBe(''); // the dashboard clears it
    const r = await sync();
    expect(r).toMatchObject({ posted: 1 });
    const moved = await kitRow(k.id);
    expect(moved.messageId).not.toBe(old.messageId);
    expect(messageOf(moved.messageId).channel_id).toBe(channels.ranks);
    expect(messageOf(old.messageId).deleted).toBe(true);
    expect((await sync()).posted).toBe(0);
  });

  it('posts again when the message was deleted by hand', async () => {
    const k = shown[0]!;
    const row = await kitRow(k.id);
    messageOf(row.messageId).deleted = true;
    await saveOnDashboard(k.id, { price: 99 });
    const r = await sync();
    expect(r).toMatchObject({ posted: 1, edited: 0 });
    const now = await kitRow(k.id);
    expect(now.messageId).not.toBe(row.messageId);
    expect(messageOf(now.messageId).deleted).toBeUndefined();
  });

  it('removes the message of a kit that is disabled, made not buyable or deleted', async () => {
    const [a, c] = [shown[0]!, shown[1]!];
    const [ma, mc] = [(await kitRow(a.id)).messageId, (await kitRow(c.id)).messageId];
    await saveOnDashboard(a.id, { isEnabled: false });
    const del = await b.t.call('owner', { method: 'DELETE', url: '/api/kit', payload: { kitId: c.id } });
    expect(del.statusCode).toBe(200);
    const r = await sync();
    expect(r).toMatchObject({ deleted: 2 });
    expect(messageOf(ma).deleted).toBe(true);
    expect(messageOf(mc).deleted).toBe(true);
    expect((await kitRow(a.id)).messageId).toBe('');
    // enabling it again posts a new message
    await saveOnDashboard(a.id, { isEnabled: true });
    expect((await sync()).posted).toBe(1);
  });

  it('edits the message when a timed sale starts, is changed on the dashboard and ends (job sale-messages)', async () => {
    const syncStale = () => syncStaleKitMessages(b.ctx, b.client.rest, [GUILD_ID]);
    const at = b.ctx.now().getTime();
    const k = await b.addKit({
      name: 'Sale Crate',
      description: 'On sale soon',
      price: 100,
      channelId: channels.shop,
      salePercent: 20,
      saleFrom: new Date(at + 60_000),
      saleTo: new Date(at + 180_000),
    });
    await refreshSaleMessages(b.ctx);
    expect(await syncStale()).toBe(1);
    const id = (await kitRow(k.id)).messageId;
    const price = () => embedOf(id).fields[0]!.value;
    expect(price()).toBe('100 credits');

    b.advanceClock(61_000);
    // no row changed: the change-driven sync alone does not notice the start
    expect(await syncStale()).toBe(0);
    expect(await refreshSaleMessages(b.ctx)).toEqual([b.botId]);
    const edits = b.discord.bot.writes.length;
    expect(await syncStale()).toBe(1);
    expect(price()).toBe('~~100~~ 80 credits');
    expect(b.discord.bot.writes.length).toBe(edits + 1);
    // each start is noticed once
    expect(await refreshSaleMessages(b.ctx)).toEqual([]);

    // a sale edited on the dashboard re-renders too (its columns raise the version)
    await saveOnDashboard(k.id, { salePercent: 50 });
    expect(await syncStale()).toBe(1);
    expect(price()).toBe('~~100~~ 50 credits');

    b.advanceClock(120_000);
    expect(await refreshSaleMessages(b.ctx)).toEqual([b.botId]);
    expect(await syncStale()).toBe(1);
    expect(price()).toBe('100 credits');
  });

  it('keeps going when a channel is gone, and reports it', async () => {
    const k = await b.addKit({ name: 'Lost Channel', channelId: '799999999999999999' });
    const ok = await b.addKit({ name: 'Fine Channel', channelId: channels.shop });
    const r = await sync();
    expect(r.failed).toBe(1);
    expect(r.posted).toBe(1);
    expect((await kitRow(k.id)).messageId).toBe('');
    expect((await kitRow(ok.id)).messageId).not.toBe('');
    expect(b.logged.some((l) => l.msg.includes(`kit ${k.id}`))).toBe(true);
    await b.ctx.db.delete(kits).where(and(eq(kits.id, k.id), eq(kits.botId, b.botId)));
  });
});
