import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Message } from 'discord.js';
import { servers } from '@asa/server/db';
import { RELAY_TO_GAME_LIMIT } from '@asa/server';
import { startBot } from '../src/bot';
import { onRelayMessage } from '../src/events/relay';
import { GuildInstanceCache } from '../src/lib/guild-cache';
import { channels, createBotTest, user, type BotTest } from './helpers/bot-harness';

/** vi.waitFor's cap (its default is 1 s: a loaded CI machine delivers slower than that); it polls every 50 ms. */
const WAIT = { timeout: 30_000, interval: 50 };

let b: BotTest;
let guilds: GuildInstanceCache;
let island: number;
const relay = (m: Message) => onRelayMessage(m, b.deps, guilds);
const serverChats = (from: number) => b.rcon.commands.slice(from).filter((c) => c.startsWith('ServerChat '));

beforeAll(async () => {
  b = await createBotTest();
  guilds = new GuildInstanceCache(b.ctx);
  const [row] = await b.ctx.db
    .select()
    .from(servers)
    .where(and(eq(servers.botId, b.botId), eq(servers.name, 'The Island')));
  island = row!.id;
  await b.setSettings({
    inGameShopSettings: {
      isEnabled: true,
      relayToGame: true,
      relayChannelId: channels.chat,
      relayServerIds: [island],
    },
  });
});
afterAll(async () => b?.close());

describe('Discord -> game relay (messageCreate -> ServerChat over RCON)', () => {
  it('sends a member’s message from the relay channel into the game, through the gateway event', async () => {
    const bot = startBot(b.ctx, b.client, { log: (msg, err) => b.logged.push({ msg, err }) });
    try {
      const from = b.rcon.commands.length;
      const actions = (b.client as unknown as { actions: Record<string, { handle(d: unknown): unknown }> })
        .actions;
      actions.MessageCreate!.handle(b.rawMessage(user(80), channels.chat, 'Héllo "tribe"\nmeet at base'));
      await vi.waitFor(
        () => expect(serverChats(from)).toEqual(['ServerChat member80: Hello tribe meet at base']),
        WAIT,
      );
    } finally {
      await bot.stop();
      b.client.removeAllListeners();
    }
  });

  it('caps the line, ignores bots, other channels, empty text, and follows the switch', async () => {
    const from = b.rcon.commands.length;
    const long = await relay(b.message(user(81), channels.chat, `ünïcode ✓ ${'x'.repeat(300)}`));
    expect(long).toMatchObject({ kind: 'sent', serverIds: [island], failedServerIds: [] });
    const [line] = serverChats(from);
    expect(line).toMatch(/^ServerChat member81: unicode \? x+$/);
    expect(line!.length).toBe('ServerChat '.length + 150);

    expect(await relay(b.message(user(81), channels.chat, 'from a bot', true))).toBeNull();
    expect(await relay(b.message(user(81), channels.shop, 'elsewhere'))).toEqual({ kind: 'off' });
    expect(await relay(b.message(user(81), channels.chat, '  \n '))).toEqual({ kind: 'empty' });
    await b.setSettings({ inGameShopSettings: { relayToGame: false } });
    expect(await relay(b.message(user(81), channels.chat, 'switched off'))).toEqual({ kind: 'off' });
    await b.setSettings({ inGameShopSettings: { relayToGame: true, isEnabled: false } });
    expect(await relay(b.message(user(81), channels.chat, 'shop off'))).toEqual({ kind: 'off' });
    await b.setSettings({ inGameShopSettings: { isEnabled: true } });
    expect(serverChats(from)).toHaveLength(1);
  });

  it('is rate-limited per channel: a flood beyond the limit is dropped until the window ends', async () => {
    b.advanceClock(RELAY_TO_GAME_LIMIT.windowMs);
    const from = b.rcon.commands.length;
    const kinds: string[] = [];
    for (let i = 0; i < RELAY_TO_GAME_LIMIT.messages + 3; i++)
      kinds.push((await relay(b.message(user(82), channels.chat, `msg ${i}`)))!.kind);
    expect(kinds.filter((k) => k === 'sent')).toHaveLength(RELAY_TO_GAME_LIMIT.messages);
    expect(kinds.slice(RELAY_TO_GAME_LIMIT.messages)).toEqual([
      'rate_limited',
      'rate_limited',
      'rate_limited',
    ]);
    expect(serverChats(from)).toHaveLength(RELAY_TO_GAME_LIMIT.messages);
    b.advanceClock(RELAY_TO_GAME_LIMIT.windowMs);
    expect((await relay(b.message(user(82), channels.chat, 'later')))!.kind).toBe('sent');
    expect(serverChats(from).at(-1)).toBe('ServerChat member82: later');
  });
});
