import {
  ApplicationCommandOptionType,
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  ClientApplication,
  InteractionType,
  Message,
  StringSelectMenuInteraction,
  type Client,
  type Interaction,
} from 'discord.js';
import { and, eq, inArray } from 'drizzle-orm';
import { defaultBotSettings, type BotSettings } from '@asa/domain';
import {
  createTestApp,
  type TestApp,
  encryptSettings,
  demoChannels,
  demoDiscordData,
  demoRoles,
  startFakeDiscord,
  type FakeDiscordData,
  type FakeDiscordMessage,
  startFakeRcon,
  type FakePlayer,
  type FakeRconServer,
  ONLINE_CACHE_MS,
} from '@asa/server/testing';
import { botInstances, kits, players, servers, insertKit, insertPlayer } from '@asa/server/db';
import { getInstanceRow, toBotInstance, DEMO_GUILD_ID } from '@asa/server';
import { createDiscordClient } from '../../src/client';
import { commandByName } from '../../src/commands';
import type { BotDeps } from '../../src/lib/deps';
import { refreshGuild } from '../../src/events/guilds';
import { handleInteraction } from '../../src/router';

export const APP_ID = '1300000000000000001';
export const GUILD_ID = DEMO_GUILD_ID;
export { demoChannels as channels, demoRoles as roles };

export interface TestUser {
  id: string;
  username: string;
  roles: string[];
}
export const user = (n: number, roles: string[] = []): TestUser => ({
  id: `4000000000000000${String(n).padStart(2, '0')}`,
  username: `member${n}`,
  roles,
});

let seq = 1_350_000_000_000_000_000n;
const snowflake = () => (seq += 1n).toString();
/** discord.js keeps constructors of API-built structures private; tests build them from raw payloads. */
const construct = <T>(cls: unknown, ...args: unknown[]) =>
  Reflect.construct(cls as new (...a: unknown[]) => T, args);

const rawUser = (u: TestUser) => ({
  id: u.id,
  username: u.username,
  discriminator: '0',
  global_name: null,
  avatar: null,
});
const rawMember = (u: TestUser) => ({
  user: rawUser(u),
  roles: u.roles,
  joined_at: new Date().toISOString(),
  deaf: false,
  mute: false,
  permissions: '0',
  flags: 0,
});

export interface Answer {
  /** The interaction's token (keys the fake's records). */
  token: string;
  /** Callback types sent (4 reply, 5 deferred, 6 deferred update, 7 update, 8 autocomplete). */
  types: number[];
  /** The private message as it looks now (reply, or the updated flow message). */
  message: FakeDiscordMessage | undefined;
  content: string;
  ephemeral: boolean;
  /** Autocomplete choices, when answered. */
  choices: { name: string; value: string }[];
}

export interface BotTest {
  t: TestApp;
  ctx: TestApp['ctx'];
  botId: number;
  client: Client;
  deps: BotDeps;
  data: FakeDiscordData;
  discord: Awaited<ReturnType<typeof startFakeDiscord>>;
  rcon: FakeRconServer;
  logged: { msg: string; err: unknown }[];
  /** The raw INTERACTION_CREATE payload of a slash command (as the gateway delivers it). */
  rawSlash(
    u: TestUser,
    name: string,
    options?: Record<string, string | number | TestUser>,
  ): { token: string };
  slash(u: TestUser, name: string, options?: Record<string, string | number | TestUser>): Promise<Answer>;
  autocomplete(
    u: TestUser,
    name: string,
    focused: string,
    typed: string,
    options?: Record<string, string>,
  ): Promise<Answer>;
  button(u: TestUser, customId: string): Promise<Answer>;
  /** A selection on the private flow message that answer `on` produced. */
  select(u: TestUser, customId: string, values: string[]): Promise<Answer>;
  /** The raw INTERACTION_CREATE payload of such a selection (as the gateway delivers it). */
  rawSelect(u: TestUser, customId: string, values: string[]): { token: string };
  message(u: TestUser, channelId: string, content?: string, bot?: boolean): Message;
  /**
   * The guild's preferred locale changes on Discord (e.g. 'de'): the fake Discord's guild object, the cached
   * guild and the interactions' `guild_locale` carry it, and the bot handles the GUILD_UPDATE (refreshGuild).
   */
  setGuildLocale(locale: string): Promise<void>;
  /** The raw MESSAGE_CREATE payload of a chat message. */
  rawMessage(u: TestUser, channelId: string, content?: string, bot?: boolean): Record<string, unknown>;
  setSettings(patch: Partial<{ [K in keyof BotSettings]: Partial<BotSettings[K]> }>): Promise<void>;
  /** Inserts a registered player on the demo instance (with an EOS id made from the Discord id). */
  /** Players added with an EOS id are on the game servers (ListPlayers of the RCON fake) until `setOnline`. */
  addPlayer(u: TestUser, fields?: Partial<typeof players.$inferInsert>): Promise<typeof players.$inferSelect>;
  /**
   * Puts the member's player on or off the game servers. Each change of who is online moves the test clock
   * (ctx.now) past the engine's online-list cache, so the next purchase asks ListPlayers again.
   */
  setOnline(u: TestUser, online: boolean): Promise<void>;
  /** Moves the test clock (ctx.now) forward, e.g. past the delivery queue's next try of waiting purchases. */
  advanceClock(ms: number): void;
  /** Game commands the RCON fake received since index `from`, without the engine's ListPlayers checks. */
  sentSince(from: number): string[];
  player(u: TestUser): Promise<typeof players.$inferSelect | undefined>;
  addKit(fields: Partial<typeof kits.$inferInsert> & { name: string }): Promise<typeof kits.$inferSelect>;
  close(): Promise<void>;
}

/**
 * A bot under test: the real server context (PGlite, or PostgreSQL with DATABASE_URL) with the demo guild
 * seeded, a discord.js client (never logged in) whose REST calls go to the local fake Discord, and a local
 * RCON fake the demo's Island and Scorched Earth servers point at (The Center is disabled). Interactions are
 * real discord.js objects built from raw API payloads and run through the bot's router.
 */
export async function createBotTest(): Promise<BotTest> {
  const t = await createTestApp();
  const ctx = t.ctx;
  const data = demoDiscordData();
  data.botToken = 'bot-test-token';
  data.clientId = APP_ID;
  const discord = await startFakeDiscord(data);
  const client = createDiscordClient({ apiUrl: discord.url });
  client.rest.setToken(data.botToken);
  (client as { application: ClientApplication | null }).application = construct<ClientApplication>(
    ClientApplication,
    client,
    {
      id: APP_ID,
      name: 'ASA Shop Bot',
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      flags: 0,
    },
  );
  const g = data.guilds[0]!;
  (client.guilds as unknown as { _add(d: unknown): unknown })._add({
    id: g.id,
    name: g.name,
    icon: null,
    owner_id: g.owner_id,
    preferred_locale: 'en-US',
    roles: g.roles.map((r) => ({
      ...r,
      permissions: '0',
      hoist: false,
      managed: false,
      mentionable: false,
      flags: 0,
    })),
    channels: g.channels.map((c) => ({ ...c, guild_id: g.id })),
    members: [],
    features: [],
    emojis: [],
    stickers: [],
  });
  const rcon = await startFakeRcon({ password: 'demo-rcon-pass', players: [] });
  // who ListPlayers reports, by Discord id
  const online = new Map<string, FakePlayer>();
  let clockOffset = 0;
  ctx.now = () => new Date(Date.now() + clockOffset);
  const listOnline = () => {
    rcon.options.players = [...online.values()];
    clockOffset += ONLINE_CACHE_MS;
  };
  const botId = t.botId;
  await ctx.db
    .update(servers)
    .set({ ip: '127.0.0.1', rconPort: rcon.port })
    .where(and(eq(servers.botId, botId), inArray(servers.name, ['The Island', 'Scorched Earth'])));
  await ctx.db
    .update(servers)
    .set({ isEnabled: false })
    .where(and(eq(servers.botId, botId), eq(servers.name, 'The Center')));
  const logged: { msg: string; err: unknown }[] = [];
  let guildLocale = 'en-US';
  const deps: BotDeps = { ctx, log: (msg, err) => logged.push({ msg, err }) };

  const base = (
    u: TestUser,
    type: InteractionType,
    payload: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => {
    const id = snowflake();
    return {
      id,
      application_id: APP_ID,
      type,
      token: `token-${id}`,
      version: 1,
      guild_id: GUILD_ID,
      channel_id: demoChannels.shop,
      channel: { id: demoChannels.shop, type: 0, guild_id: GUILD_ID, name: 'kit-shop' },
      member: rawMember(u),
      app_permissions: '0',
      locale: 'en-US',
      guild_locale: guildLocale,
      entitlements: [],
      authorizing_integration_owners: {},
      context: 0,
      attachment_size_limit: 8_388_608,
      data: payload,
      ...extra,
    };
  };

  const optionsOf = (name: string, values: Record<string, string | number | TestUser>, focused?: string) => {
    const def = commandByName.get(name)!.data.toJSON().options ?? [];
    const resolved = { users: {} as Record<string, unknown>, members: {} as Record<string, unknown> };
    const options = Object.entries(values).map(([key, value]) => {
      const type = def.find((o) => o.name === key)?.type ?? ApplicationCommandOptionType.String;
      if (typeof value === 'object') {
        resolved.users[value.id] = rawUser(value);
        const { user: _u, ...member } = rawMember(value);
        resolved.members[value.id] = member;
        return { name: key, type, value: value.id };
      }
      return { name: key, type, value, ...(key === focused ? { focused: true } : {}) };
    });
    return { options, resolved };
  };

  /** `onFlags`: flags of the message a component sits on (an update keeps them, as Discord does). */
  const run = async (interaction: Interaction, token: string, onFlags?: number): Promise<Answer> => {
    await handleInteraction(interaction, deps);
    const callbacks = discord.bot.callbacks.filter((c) => c.token === token);
    const message = discord.bot.replies.get(token)?.[0];
    const ac = callbacks.find((c) => c.type === 8);
    return {
      token,
      types: callbacks.map((c) => c.type),
      message,
      content: message?.content ?? '',
      ephemeral: Boolean(((callbacks[0]?.type === 7 ? onFlags : message?.flags) ?? 0) & 64),
      choices: (ac?.data.choices as { name: string; value: string }[]) ?? [],
    };
  };

  const flowMessage = (flags: number) => ({
    id: snowflake(),
    channel_id: demoChannels.shop,
    type: 0,
    content: '',
    author: { id: APP_ID, username: 'ASA Shop Bot', discriminator: '0', avatar: null, bot: true },
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    components: [],
    flags,
  });

  const test: BotTest = {
    t,
    ctx,
    botId,
    client,
    deps,
    data,
    discord,
    rcon,
    logged,
    rawSlash(u, name, values = {}) {
      const { options, resolved } = optionsOf(name, values);
      return base(u, InteractionType.ApplicationCommand, {
        id: snowflake(),
        name,
        type: 1,
        options,
        resolved,
      });
    },
    async slash(u, name, values = {}) {
      const raw = test.rawSlash(u, name, values) as ReturnType<typeof base>;
      return run(construct<ChatInputCommandInteraction>(ChatInputCommandInteraction, client, raw), raw.token);
    },
    async autocomplete(u, name, focused, typed, values = {}) {
      const { options } = optionsOf(name, { ...values, [focused]: typed }, focused);
      const raw = base(u, InteractionType.ApplicationCommandAutocomplete, {
        id: snowflake(),
        name,
        type: 1,
        options,
      });
      return run(construct<AutocompleteInteraction>(AutocompleteInteraction, client, raw), raw.token);
    },
    async button(u, customId) {
      const raw = base(
        u,
        InteractionType.MessageComponent,
        { custom_id: customId, component_type: 2 },
        { message: flowMessage(0) },
      );
      return run(construct<ButtonInteraction>(ButtonInteraction, client, raw), raw.token);
    },
    rawSelect(u, customId, values) {
      return base(
        u,
        InteractionType.MessageComponent,
        { custom_id: customId, component_type: 3, values },
        { message: flowMessage(64) },
      );
    },
    async select(u, customId, values) {
      const raw = test.rawSelect(u, customId, values) as ReturnType<typeof base>;
      return run(
        construct<StringSelectMenuInteraction>(StringSelectMenuInteraction, client, raw),
        raw.token,
        64,
      );
    },
    message(u, channelId, content = 'hello', bot = false) {
      return construct<Message>(Message, client, test.rawMessage(u, channelId, content, bot));
    },
    rawMessage(u, channelId, content = 'hello', bot = false) {
      return {
        ...flowMessage(0),
        channel_id: channelId,
        guild_id: GUILD_ID,
        content,
        author: { ...rawUser(u), bot },
        // gateway messages carry the member without its user
        member: (({ user: _u, ...m }) => m)(rawMember(u)),
      };
    },
    async setGuildLocale(locale) {
      guildLocale = locale;
      g.preferred_locale = locale;
      const guild = client.guilds.cache.get(GUILD_ID)!;
      (guild as { preferredLocale: string }).preferredLocale = locale;
      await refreshGuild(ctx, guild);
    },
    async setSettings(patch) {
      const row = (await getInstanceRow(ctx.db, botId))!;
      const current = toBotInstance(ctx, row) as unknown as Record<string, Record<string, unknown>>;
      const settings: Record<string, Record<string, unknown>> = {};
      for (const k of Object.keys(defaultBotSettings()))
        settings[k] = { ...current[k], ...((patch as Record<string, Record<string, unknown>>)[k] ?? {}) };
      await ctx.db
        .update(botInstances)
        .set({ settings: encryptSettings(settings as never, ctx.secrets) })
        .where(eq(botInstances.id, botId));
    },
    async addPlayer(u, fields = {}) {
      const row = await insertPlayer(ctx.db, botId, {
        name: u.username,
        discordId: u.id,
        discordName: u.username,
        ...fields,
      });
      if (!g.members.includes(u.id)) g.members.push(u.id);
      if (row.eosId) online.set(u.id, { name: row.name, eosId: row.eosId });
      listOnline();
      return row;
    },
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    sentSince: (from) => rcon.commands.slice(from).filter((c) => c !== 'ListPlayers'),
    async setOnline(u, on) {
      const [row] = await ctx.db
        .select()
        .from(players)
        .where(and(eq(players.botId, botId), eq(players.discordId, u.id)));
      if (on && row) online.set(u.id, { name: row.name, eosId: row.eosId });
      else online.delete(u.id);
      listOnline();
    },
    async player(u) {
      const [row] = await ctx.db
        .select()
        .from(players)
        .where(and(eq(players.botId, botId), eq(players.discordId, u.id)));
      return row;
    },
    // kits must be online by default: the harness's game server lists the added players (setOnline changes it)
    addKit: (fields) => insertKit(ctx.db, botId, fields),
    async close() {
      await client.destroy();
      await rcon.close();
      await discord.close();
      await t.close();
    },
  };
  return test;
}
