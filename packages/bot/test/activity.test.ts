import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Message } from 'discord.js';
import { creditHistory } from '@asa/server/db';
import { ACTIVITY_REASON } from '@asa/server';
import { onChatMessage } from '../src/events/activity';
import { GuildInstanceCache } from '../src/lib/guild-cache';
import { channels, createBotTest, GUILD_ID, user, type BotTest } from './helpers/bot-harness';

let b: BotTest;
let guilds: GuildInstanceCache;
const chat = (m: Message) => onChatMessage(m, b.deps, guilds);

beforeAll(async () => {
  b = await createBotTest();
  guilds = new GuildInstanceCache(b.ctx);
  await b.setSettings({
    discordActivitySettings: {
      isEnabled: true,
      channelIds: [channels.chat],
      minPointsPerMessage: 3,
      maxPointsPerMessage: 3,
      cooldownTimer: 60,
    },
  });
});
afterAll(async () => b?.close());

describe('activity credits from chat messages (messageCreate)', () => {
  it('credits a registered member for a message in a listed channel, once per cooldown', async () => {
    const u = user(50);
    const p = await b.addPlayer(u, { credits: 10 });
    expect(await chat(b.message(u, channels.chat))).toEqual({ credits: 3, balance: 13 });
    const [h] = await b.ctx.db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.playerId, p.id))
      .orderBy(desc(creditHistory.id));
    expect(h).toMatchObject({ amount: 3, reason: ACTIVITY_REASON });
    expect(await chat(b.message(u, channels.chat))).toEqual({ credits: 0, balance: 13 });
    expect((await b.player(u))!.credits).toBe(13);
  });

  it('gives nothing in other channels, to bots, or to unregistered members', async () => {
    const u = user(51);
    await b.addPlayer(u, { credits: 0 });
    expect((await chat(b.message(u, channels.shop)))?.credits).toBe(0);
    expect(await chat(b.message(u, channels.chat, 'beep', true))).toBeNull();
    expect((await chat(b.message(user(52), channels.chat)))?.credits).toBe(0);
    expect((await b.player(u))!.credits).toBe(0);
  });

  it('counts a message in a thread for the thread’s parent channel', async () => {
    const guild = b.client.guilds.cache.get(GUILD_ID)!;
    const threadId = '900000000000000999';
    (b.client.channels as unknown as { _add(d: unknown, g: unknown): unknown })._add(
      {
        id: threadId,
        type: 11,
        guild_id: GUILD_ID,
        parent_id: channels.chat,
        name: 'a thread',
        thread_metadata: {
          archived: false,
          auto_archive_duration: 60,
          archive_timestamp: new Date().toISOString(),
          locked: false,
        },
      },
      guild,
    );
    const u = user(53);
    await b.addPlayer(u);
    expect((await chat(b.message(u, threadId)))?.credits).toBe(3);
  });

  it('follows the dashboard: switched off, nobody earns', async () => {
    await b.setSettings({ discordActivitySettings: { isEnabled: false } });
    const u = user(54);
    await b.addPlayer(u);
    expect((await chat(b.message(u, channels.chat)))?.credits).toBe(0);
    await b.setSettings({ discordActivitySettings: { isEnabled: true } });
  });
});
