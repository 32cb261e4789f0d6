import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botInstances, kits } from '@asa/server/db/schema';
import {
  claimDiscordOutbox,
  listDiscordOutbox,
  OUTBOX_LEASE_MS,
  queueDiscordMessage,
} from '@asa/server/features/discord-activity/outbox';
import { flushOutbox, outboxNonce } from '../src/sync/outbox';
import { claimStaleKitMessages, syncStaleKitMessages } from '../src/sync/kit-messages';
import { channels, createBotTest, GUILD_ID, type BotTest } from './helpers/bot-harness';

/**
 * Side effects claimed once (issue 15): outbox rows and kit-message syncs are claimed with
 * FOR UPDATE SKIP LOCKED plus a lease, so racing bot processes post each message once and a dead
 * claimer's rows are taken over when its lease expires.
 */
let b: BotTest;
beforeAll(async () => {
  b = await createBotTest();
});
afterAll(async () => b?.close());

const posted = (text: string) => b.discord.bot.messages.filter((m) => m.content === text).length;
const queue = (id: string, text: string, at = b.ctx.now()) =>
  queueDiscordMessage(b.ctx.db, id, { botId: b.botId, channelId: channels.votes, text }, at);

describe('outbox claims', () => {
  it('racing flushes (several bot processes) post every message exactly once', async () => {
    for (let i = 0; i < 30; i++) await queue(`race:${i}`, `race message ${i}`);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => flushOutbox(b.ctx, b.client.rest, new Set([b.botId]))),
    );
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(30);
    for (let i = 0; i < 30; i++) expect(posted(`race message ${i}`)).toBe(1);
    expect(await listDiscordOutbox(b.ctx.db, b.botId)).toEqual([]);
  });

  it('a claimer that died keeps its rows until the lease expires, then another process posts them', async () => {
    await queue('crash:1', 'orphaned message');
    const dead = await claimDiscordOutbox(b.ctx.db, [b.botId], b.ctx.now());
    expect(dead.map((m) => m.key)).toEqual(['discord-outbox:crash:1']);
    expect(await flushOutbox(b.ctx, b.client.rest, new Set([b.botId]))).toEqual({
      sent: 0,
      dropped: 0,
      kept: 0,
    });
    const later = new Date(Date.now() + OUTBOX_LEASE_MS + 1_000);
    const r = await flushOutbox({ ...b.ctx, now: () => later }, b.client.rest, new Set([b.botId]));
    expect(r.sent).toBe(1);
    expect(posted('orphaned message')).toBe(1);
  });

  it('a claimer that died after posting and before deleting the row does not make the message appear twice', async () => {
    await queue('crash:2', 'posted then crashed');
    const [m] = await claimDiscordOutbox(b.ctx.db, [b.botId], b.ctx.now());
    await b.client.rest.post(`/channels/${m!.channelId}/messages`, {
      body: { content: m!.text, nonce: outboxNonce(m!.key), enforce_nonce: true },
    });
    const later = new Date(Date.now() + OUTBOX_LEASE_MS + 1_000);
    expect((await flushOutbox({ ...b.ctx, now: () => later }, b.client.rest, null)).sent).toBe(1);
    expect(posted('posted then crashed')).toBe(1);
    expect(await listDiscordOutbox(b.ctx.db, b.botId)).toEqual([]);
  });
});

describe('kit-message sync driven by changes', () => {
  const versions = async () =>
    (
      await b.ctx.db
        .select({ v: botInstances.kitMessagesVersion, s: botInstances.kitMessagesSynced })
        .from(botInstances)
        .where(eq(botInstances.id, b.botId))
    )[0]!;
  const sync = () => syncStaleKitMessages(b.ctx, b.client.rest, [GUILD_ID]);

  it('syncs an instance once, then not again until its kits, servers or settings change', async () => {
    expect(await sync()).toBe(1);
    const calls = b.discord.bot.writes.length;
    expect(await versions()).toEqual(expect.objectContaining({ s: (await versions()).v }));
    expect(await sync()).toBe(0); // one query, no Discord call
    expect(b.discord.bot.writes.length).toBe(calls);

    const [kit] = await b.ctx.db.select().from(kits).where(eq(kits.botId, b.botId)).limit(1);
    await b.ctx.db.update(kits).set({ messageId: 'x' }).where(eq(kits.id, kit!.id)); // the bot's own write
    await b.ctx.db.update(kits).set({ messageId: kit!.messageId }).where(eq(kits.id, kit!.id));
    expect(await sync()).toBe(0);

    await b.ctx.db
      .update(kits)
      .set({ price: kit!.price + 5 })
      .where(eq(kits.id, kit!.id));
    expect(await sync()).toBe(1);
    expect(b.discord.bot.writes.slice(calls).map((w) => w.method)).toEqual(['PATCH']);

    await b.setSettings({ kitSettings: { enableBuyLimits: true } });
    expect(await sync()).toBe(1);
    expect(await sync()).toBe(0);
  });

  it('two syncers never hold the same instance; a dead syncer’s instance is taken over after its lease', async () => {
    await b.ctx.db.update(kits).set({ description: 'changed' }).where(eq(kits.botId, b.botId));
    const [first, second] = await Promise.all([
      claimStaleKitMessages(b.ctx, [GUILD_ID]),
      claimStaleKitMessages(b.ctx, [GUILD_ID]),
    ]);
    expect(first.length + second.length).toBe(1);
    expect(await claimStaleKitMessages(b.ctx, [GUILD_ID])).toEqual([]); // leased
    const later = { ...b.ctx, now: () => new Date(Date.now() + 10 * 60_000) };
    expect(await syncStaleKitMessages(later, b.client.rest, [GUILD_ID])).toBe(1); // lease expired
    expect(await sync()).toBe(0);
  });
});
