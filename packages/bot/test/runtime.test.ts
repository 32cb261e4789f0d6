import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig, queueDiscordMessage, listDiscordOutbox } from '@asa/server';
import { botInstances } from '@asa/server/db';
import { startBot } from '../src/bot';
import { restBase } from '../src/client';
import { onGuildAvailable, onGuildRemoved, refreshGuild } from '../src/events/guilds';
import deBot from '../../domain/src/locales/de/bot.json';
import deInGame from '../../domain/src/locales/de/inGame.json';
import deShop from '../../domain/src/locales/de/shop.json';
import enCommands from '../../domain/src/locales/en/commands.json';
import { commandsPayload, registerCommands } from '../src/register-commands';
import { shardCount } from '../src/sharding';
import { flushOutbox } from '../src/sync/outbox';
import { APP_ID, channels, createBotTest, user, type BotTest } from './helpers/bot-harness';

/** vi.waitFor's cap (its default is 1 s: a loaded CI machine delivers slower than that); it polls every 50 ms. */
const WAIT = { timeout: 30_000, interval: 50 };

let b: BotTest;
beforeAll(async () => {
  b = await createBotTest();
});
afterAll(async () => b?.close());

it('maps DISCORD_API_URL to the REST base discord.js expects', () => {
  expect(restBase('https://discord.com/api/v10')).toBe('https://discord.com/api');
  expect(restBase('http://127.0.0.1:5/api/v10/')).toBe('http://127.0.0.1:5/api');
});

it('registers the sixteen slash commands globally', async () => {
  await registerCommands(b.client.rest, APP_ID);
  const names = b.discord.bot.commands.map((c) => c.name).sort();
  expect(names).toEqual(
    [
      'balance',
      'buy',
      'buyrank',
      'credit',
      'gift',
      'kits',
      'link',
      'orders',
      'pay',
      'redeem',
      'register',
      'shoproleadd',
      'shoproleremove',
      'top',
      'traderank',
      'votestats',
    ].sort(),
  );
  for (const c of b.discord.bot.commands) expect(c.name).toMatch(/^[a-z]{1,32}$/);
});

describe('slash commands in German (issue 27)', () => {
  type Named = {
    name: string;
    description: string;
    name_localizations?: Record<string, string>;
    description_localizations?: Record<string, string>;
  };
  type Registered = Named & { options?: Named[] };
  /** Discord's rule for a localized name (lowercase where the script has case). */
  const validName = (n: string | undefined) =>
    n !== undefined && /^[-_\p{L}\p{N}]{1,32}$/u.test(n) && n === n.toLowerCase();
  const validDescription = (d: string | undefined) => d !== undefined && d.length >= 1 && d.length <= 100;

  it('the registration payload carries a German name and description for every command and option', async () => {
    await registerCommands(b.client.rest, APP_ID);
    // what the fake Discord API received as the PUT body
    const registered = b.discord.bot.commands as unknown as Registered[];
    expect(registered).toHaveLength(16);
    const germanNames = new Set<string>();
    for (const c of registered) {
      const names = new Set<string>();
      for (const x of [c, ...(c.options ?? [])]) {
        const label = x === c ? c.name : `${c.name} ${x.name}`;
        expect(validName(x.name_localizations?.de), `${label}: ${x.name_localizations?.de}`).toBe(true);
        expect(validDescription(x.description_localizations?.de), label).toBe(true);
        if (x !== c) names.add(x.name_localizations!.de!);
      }
      expect(names.size, `${c.name}: option names are unique`).toBe(c.options?.length ?? 0);
      germanNames.add(c.name_localizations!.de!);
    }
    expect(germanNames.size, 'German command names are unique').toBe(registered.length);
    expect(registered.find((c) => c.name === 'buy')).toMatchObject({
      name: 'buy',
      description: 'Buy a kit with your credits',
      name_localizations: { de: 'kaufen' },
      description_localizations: { de: 'Kauf ein Kit mit deinen Credits' },
      options: [
        { name: 'kit', name_localizations: { de: 'kit' } },
        {
          name: 'for',
          name_localizations: { de: 'für' },
          description_localizations: { de: 'Kauf es als Geschenk für dieses Mitglied' },
        },
        { name: 'message', name_localizations: { de: 'nachricht' } },
        { name: 'coupon', name_localizations: { de: 'rabattcode' } },
      ],
    });
    // the catalogue's English is the commands' own (one source to translate from)
    for (const c of registered)
      for (const x of [c, ...(c.options ?? [])]) {
        const key = x === c ? c.name : `${c.name}.${x.name}`;
        expect(enCommands[`${key}.name` as keyof typeof enCommands], key).toBe(x.name);
        expect(enCommands[`${key}.description` as keyof typeof enCommands], key).toBe(x.description);
      }
    expect(Object.keys(enCommands)).toHaveLength(
      registered.reduce((n, c) => n + 2 + 2 * (c.options?.length ?? 0), 0),
    );
  });

  it('the German texts name the commands as a German client shows them', () => {
    const german = new Set(commandsPayload().map((c) => c.name_localizations!.de));
    const texts = [deBot, deInGame, deShop].flatMap((cat) => Object.values(cat) as string[]);
    const mentioned = texts.flatMap((t) =>
      [...t.matchAll(/(?<![\w{])\/([-_\p{L}\p{N}]+)/gu)].map((m) => m[1]!),
    );
    expect(mentioned.length).toBeGreaterThan(5);
    for (const name of mentioned) expect(german, `/${name}`).toContain(name);
  });
});

describe('sharding', () => {
  const config = (env: Record<string, string> = {}) =>
    loadConfig({ DISCORD_API_URL: b.discord.url, DISCORD_BOT_TOKEN: b.data.botToken, ...env });
  it('follows BOT_SHARDS when set', async () => {
    expect(await shardCount(config({ BOT_SHARDS: '4' }))).toBe(4);
    expect(await shardCount(config({ BOT_SHARDS: 'auto' }))).toBe('auto');
    expect(() => config({ BOT_SHARDS: 'many' })).toThrow(
      /BOT_SHARDS="many": must be empty, auto or a number/,
    );
  });
  it('otherwise shards only past ~2000 guilds (Discord recommends one shard per 1000)', async () => {
    for (const [recommended, expected] of [
      [1, 1],
      [2, 1],
      [3, 2],
      [5, 3],
    ]) {
      b.discord.bot.recommendedShards = recommended!;
      expect(await shardCount(config())).toBe(expected);
    }
    b.discord.bot.recommendedShards = 1;
  });
});

describe('guild lifecycle', () => {
  const guild = { id: '910000000000000001', name: 'New Tribe', icon: null, ownerId: user(70).id };
  it('a joined guild gets an instance; removing the bot sets it inactive; re-joining re-activates it', async () => {
    const row = await onGuildAvailable(b.ctx, guild);
    expect(row).toMatchObject({
      guildId: guild.id,
      guildName: 'New Tribe',
      ownerId: guild.ownerId,
      isActive: true,
    });
    await onGuildRemoved(b.ctx, guild.id);
    const [off] = await b.ctx.db.select().from(botInstances).where(eq(botInstances.guildId, guild.id));
    expect(off!.isActive).toBe(false);
    expect((await onGuildAvailable(b.ctx, { ...guild, name: 'Renamed' })).isActive).toBe(true);
  });
  it('at start only refreshes guilds that have an instance', async () => {
    await refreshGuild(b.ctx, { id: '910000000000000002', name: 'No Instance', icon: null, ownerId: '1' });
    expect(
      await b.ctx.db.select().from(botInstances).where(eq(botInstances.guildId, '910000000000000002')),
    ).toEqual([]);
    await refreshGuild(b.ctx, { ...guild, name: 'Fresh Name' });
    const [row] = await b.ctx.db.select().from(botInstances).where(eq(botInstances.guildId, guild.id));
    expect(row!.guildName).toBe('Fresh Name');
  });
});

describe('outbox', () => {
  it('posts queued messages in order and drops those whose channel is gone', async () => {
    const now = b.ctx.now();
    await queueDiscordMessage(
      b.ctx.db,
      'test:1',
      { botId: b.botId, channelId: channels.votes, text: 'first' },
      now,
    );
    await queueDiscordMessage(
      b.ctx.db,
      'test:2',
      { botId: b.botId, channelId: '799999999999999998', text: 'lost' },
      now,
    );
    await queueDiscordMessage(
      b.ctx.db,
      'test:3',
      { botId: b.botId, channelId: channels.votes, text: 'second' },
      new Date(now.getTime() + 1),
    );
    const before = b.discord.bot.messages.length;
    const r = await flushOutbox(b.ctx, b.client.rest, new Set([b.botId]));
    expect(r).toEqual({ sent: 2, dropped: 1, kept: 0 });
    expect(b.discord.bot.messages.slice(before).map((m) => [m.channel_id, m.content])).toEqual([
      [channels.votes, 'first'],
      [channels.votes, 'second'],
    ]);
    expect(await listDiscordOutbox(b.ctx.db, b.botId)).toEqual([]);
  });

  it('leaves other instances’ messages to the process serving them', async () => {
    await queueDiscordMessage(
      b.ctx.db,
      'test:other',
      { botId: b.botId, channelId: channels.votes, text: 'x' },
      b.ctx.now(),
    );
    expect(await flushOutbox(b.ctx, b.client.rest, new Set([-1]))).toEqual({ sent: 0, dropped: 0, kept: 0 });
    expect(await listDiscordOutbox(b.ctx.db, b.botId)).toHaveLength(1);
    await flushOutbox(b.ctx, b.client.rest, null);
  });
});

describe('startBot wiring on a discord.js client', () => {
  it('routes interactionCreate and messageCreate events to the handlers and runs the passes', async () => {
    const bot = startBot(b.ctx, b.client, { log: (msg, err) => b.logged.push({ msg, err }) });
    try {
      const u = user(71);
      await b.addPlayer(u, { credits: 77 });
      // events as the gateway delivers them: discord.js builds the objects and emits them
      const actions = (b.client as unknown as { actions: Record<string, { handle(d: unknown): unknown }> })
        .actions;
      const raw = b.rawSlash(u, 'balance');
      actions.InteractionCreate!.handle(raw);
      await vi.waitFor(
        () => expect(b.discord.bot.replies.get(raw.token)?.[0]?.content).toBe('You have 77 credits.'),
        WAIT,
      );

      await b.setSettings({
        discordActivitySettings: {
          isEnabled: true,
          channelIds: [channels.chat],
          minPointsPerMessage: 2,
          maxPointsPerMessage: 2,
        },
      });
      actions.MessageCreate!.handle(b.rawMessage(u, channels.chat));
      await vi.waitFor(async () => expect((await b.player(u))!.credits).toBe(79), WAIT);

      // the passes work over the guilds this client serves
      await queueDiscordMessage(
        b.ctx.db,
        'wired:1',
        { botId: b.botId, channelId: channels.logs, text: 'wired' },
        b.ctx.now(),
      );
      await bot.passes.outbox();
      expect(b.discord.bot.messages.at(-1)).toMatchObject({ channel_id: channels.logs, content: 'wired' });
      await bot.passes.kitMessages();
      expect(
        b.discord.bot.messages.some((m) => m.channel_id === channels.shop && m.embeds.length === 1),
      ).toBe(true);
    } finally {
      await bot.stop();
      b.client.removeAllListeners();
    }
  });
});
