import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DiscordChannel, DiscordGuild, DiscordRole, DiscordUser } from './client';

export interface FakeDiscordData {
  /** OAuth code -> the Discord user it logs in. */
  codes: Record<string, DiscordUser>;
  /**
   * Bot-authorization code -> the id of the guild (in `guilds`) the bot was added to. Exchanging it answers
   * the token with that guild's object under `guild`, as Discord does for the `bot` scope.
   */
  botCodes?: Record<string, string>;
  guilds: (DiscordGuild & {
    channels: DiscordChannel[];
    roles: DiscordRole[];
    members: string[];
    /** Role ids per member (members not listed here have none). */
    memberRoles?: Record<string, string[]>;
  })[];
  botToken: string;
  clientId: string;
  clientSecret: string;
}

export interface FakeDiscordServer {
  url: string;
  close(): Promise<void>;
  calls: string[];
  bot: FakeBotState;
  /** The next `times` requests to `path` fail: 429 with Discord's rate-limit answer, or another status. */
  fail(path: string, times: number, answer: FakeFailure): void;
}

/**
 * A local stand-in for Discord's REST API (v10 JSON shapes): the OAuth2 token exchange, users/@me,
 * users/@me/guilds, and the bot-token reads of guilds, channels, roles and members. Used by tests and by
 * demo mode.
 *
 * Evidence: Discord's developer documentation (OAuth2: authorization-code grant, "Advanced Bot
 * Authorization": exchanging the code of a `bot` authorization answers the token with the `guild` the bot
 * joined). Verified from the documentation, not from a live call.
 */
/** A guild as Discord's full guild object carries it (GET /guilds/{id}, a bot authorization's `guild`). */
const guildObject = (g: DiscordGuild): DiscordGuild => ({
  id: g.id,
  name: g.name,
  icon: g.icon,
  owner_id: g.owner_id,
  preferred_locale: g.preferred_locale ?? 'en-US',
});

export async function startFakeDiscord(data: FakeDiscordData): Promise<FakeDiscordServer> {
  const tokens = new Map<string, DiscordUser>();
  const failures: { path: string; times: number; answer: FakeFailure }[] = [];
  const calls: string[] = [];
  const bot = newBotState();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/api\/v10/, '');
    calls.push(`${req.method} ${path}`);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const failure = failures.find((f) => f.path === path && f.times > 0);
    if (failure) {
      failure.times -= 1;
      const { status = 429, retryAfter = 0, global = false } = failure.answer;
      if (status !== 429) return send(status, { message: 'Internal Server Error', code: 0 });
      res.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': String(Math.ceil(retryAfter)),
        'x-ratelimit-scope': global ? 'global' : 'user',
        ...(global ? { 'x-ratelimit-global': 'true' } : {}),
      });
      return res.end(
        JSON.stringify({ message: 'You are being rate limited.', retry_after: retryAfter, global }),
      );
    }
    const auth = req.headers.authorization ?? '';
    if (req.method === 'POST' && path === '/oauth2/token') {
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== data.clientId || form.get('client_secret') !== data.clientSecret)
        return send(401, { error: 'invalid_client' });
      // the client-credentials grant (a token of the application's owner): what `doctor` asks
      if (form.get('grant_type') === 'client_credentials')
        return send(200, {
          access_token: `at-app-${Math.random().toString(36).slice(2)}`,
          token_type: 'Bearer',
          expires_in: 604800,
          scope: form.get('scope') ?? '',
        });
      const botGuild = data.guilds.find((g) => g.id === data.botCodes?.[form.get('code') ?? '']);
      if (botGuild) {
        delete data.botCodes![form.get('code')!]; // a code is good once
        return send(200, {
          access_token: `at-bot-${Math.random().toString(36).slice(2)}`,
          token_type: 'Bearer',
          expires_in: 604800,
          refresh_token: `rt-bot-${botGuild.id}`,
          scope: 'bot applications.commands',
          guild: guildObject(botGuild),
        });
      }
      const user = data.codes[form.get('code') ?? ''];
      if (!user)
        return send(400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      const access = `at-${user.id}-${Math.random().toString(36).slice(2)}`;
      tokens.set(access, user);
      return send(200, {
        access_token: access,
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: `rt-${user.id}`,
        scope: 'identify email guilds',
      });
    }
    if (path === '/users/@me/channels' && req.method === 'POST' && auth === `Bot ${data.botToken}`)
      return openDm(data, bot, body, send);
    // the bot token's application and guilds (`npm run admin -- doctor`): the bot is in every guild here
    if (path === '/applications/@me' && auth !== `Bot ${data.botToken}`)
      return send(401, { message: '401: Unauthorized', code: 0 });
    if (req.method === 'GET' && auth === `Bot ${data.botToken}`) {
      if (path === '/applications/@me') return send(200, { id: data.clientId, name: 'Fake application' });
      if (path === '/users/@me/guilds')
        return send(
          200,
          data.guilds.map((g) => ({ id: g.id, name: g.name, icon: g.icon })),
        );
    }
    if (path.startsWith('/users/@me')) {
      const user = tokens.get(auth.replace(/^Bearer /, ''));
      if (!user) return send(401, { message: '401: Unauthorized', code: 0 });
      if (path === '/users/@me') return send(200, user);
      if (path === '/users/@me/guilds')
        return send(
          200,
          data.guilds
            .filter((g) => g.members.includes(user.id) || g.owner_id === user.id)
            .map((g) => ({
              id: g.id,
              name: g.name,
              icon: g.icon,
              owner: g.owner_id === user.id,
              permissions: '0',
            })),
        );
    }
    const member = /^\/guilds\/([^/]+)\/members\/([^/]+)$/.exec(path);
    if (member) {
      if (auth !== `Bot ${data.botToken}`) return send(401, { message: '401: Unauthorized', code: 0 });
      const g = data.guilds.find((x) => x.id === member[1]);
      if (!g) return send(404, { message: 'Unknown Guild', code: 10004 });
      const userId = member[2]!;
      if (!g.members.includes(userId) && g.owner_id !== userId)
        return send(404, { message: 'Unknown Member', code: 10007 });
      return send(200, { user: { id: userId }, roles: g.memberRoles?.[userId] ?? [], nick: null });
    }
    const m = /^\/guilds\/([^/]+)(\/channels|\/roles)?$/.exec(path);
    if (m) {
      if (auth !== `Bot ${data.botToken}`) return send(401, { message: '401: Unauthorized', code: 0 });
      const g = data.guilds.find((x) => x.id === m[1]);
      if (!g) return send(404, { message: 'Unknown Guild', code: 10004 });
      if (m[2] === '/channels') return send(200, g.channels);
      if (m[2] === '/roles') return send(200, g.roles);
      return send(200, guildObject(g));
    }
    const noContent = () => {
      res.writeHead(204);
      res.end();
    };
    const decoded = path.split('/').map(decodeURIComponent).join('/');
    if (botApi(data, bot, req.method ?? 'GET', decoded, url.searchParams, body, auth, send, noContent))
      return;
    send(404, { message: '404: Not Found', code: 0 });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v10`,
    calls,
    bot,
    fail: (path, times, answer) => void failures.push({ path, times, answer }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** An injected failure: `status` (default 429, Discord's rate-limit answer with `retryAfter` seconds). */
export interface FakeFailure {
  status?: number;
  retryAfter?: number;
  global?: boolean;
}

/** A message the fake holds: channel messages posted by the bot, and interaction replies. */
export interface FakeDiscordMessage {
  id: string;
  channel_id: string;
  content: string;
  embeds: Record<string, unknown>[];
  components: Record<string, unknown>[];
  flags: number;
  deleted?: boolean;
  /** The nonce sent with enforce_nonce. */
  nonce?: string;
}

/** One interaction callback (reply, deferral, update, autocomplete answer) as the bot sent it. */
export interface FakeInteractionCallback {
  interactionId: string;
  token: string;
  type: number;
  data: Record<string, unknown>;
}

/** What the bot runtime did against the fake (for the bot's tests). */
export interface FakeBotState {
  /** Channel messages by posting order (deleted ones stay with `deleted: true`). */
  messages: FakeDiscordMessage[];
  callbacks: FakeInteractionCallback[];
  /** Interaction token -> the original reply as last edited, then its follow-ups. */
  replies: Map<string, FakeDiscordMessage[]>;
  /** DM channels the bot opened (POST /users/@me/channels): channel id -> recipient's user id. */
  dmChannels: Map<string, string>;
  /** Global application commands as last registered. */
  commands: Record<string, unknown>[];
  /** Every bot-side write: `METHOD path` with the parsed JSON body. */
  writes: { method: string; path: string; body: unknown }[];
  /** GET /gateway/bot answers this many shards. */
  recommendedShards: number;
  /** GET /gateway/bot answers this URL (a local fake gateway, fake-gateway.ts). */
  gatewayUrl?: string;
}

function newBotState(): FakeBotState {
  return {
    messages: [],
    callbacks: [],
    replies: new Map(),
    dmChannels: new Map(),
    commands: [],
    writes: [],
    recommendedShards: 1,
  };
}

/**
 * POST /users/@me/channels {recipient_id}: opens (or answers again) the DM channel with a user, as Discord
 * does: a channel of type 1 (DM) whose messages go through POST /channels/{id}/messages.
 */
function openDm(
  data: FakeDiscordData,
  bot: FakeBotState,
  raw: string,
  send: (status: number, value: unknown) => void,
) {
  let recipient = '';
  try {
    recipient = String((JSON.parse(raw || '{}') as { recipient_id?: unknown }).recipient_id ?? '');
  } catch {
    return send(400, { message: 'Invalid JSON', code: 50109 });
  }
  if (!/^\d{17,20}$/.test(recipient)) return send(400, { message: 'Invalid Form Body', code: 50035 });
  bot.writes.push({ method: 'POST', path: '/users/@me/channels', body: { recipient_id: recipient } });
  let id = [...bot.dmChannels].find(([, user]) => user === recipient)?.[0];
  if (!id) {
    id = nextId();
    bot.dmChannels.set(id, recipient);
  }
  send(200, {
    id,
    type: 1,
    last_message_id: null,
    flags: 0,
    recipients: [{ id: recipient, username: `user${recipient}`, discriminator: '0', avatar: null }],
  });
}

let snowflake = 1_400_000_000_000_000_000n;
const nextId = () => (snowflake += 1n).toString();

function messageOf(channelId: string, id: string, body: Record<string, unknown>): FakeDiscordMessage {
  return {
    id,
    channel_id: channelId,
    content: String(body.content ?? ''),
    embeds: (body.embeds as Record<string, unknown>[]) ?? [],
    components: (body.components as Record<string, unknown>[]) ?? [],
    flags: Number(body.flags ?? 0),
  };
}

/** Discord's message object for a stored message. */
function apiMessage(data: FakeDiscordData, m: FakeDiscordMessage) {
  return {
    ...m,
    type: 0,
    author: {
      id: data.clientId || '1',
      username: 'ASA Shop Bot',
      discriminator: '0',
      avatar: null,
      bot: true,
    },
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    pinned: false,
  };
}

/**
 * The bot-token endpoints the Discord bot runtime uses: interaction callbacks and webhook edits/follow-ups,
 * channel messages (post, edit, delete), member listing and member role changes, global command registration
 * and GET /gateway/bot. Answers true when it handled the request.
 */
function botApi(
  data: FakeDiscordData,
  bot: FakeBotState,
  method: string,
  path: string,
  query: URLSearchParams,
  raw: string,
  auth: string,
  send: (status: number, value: unknown) => void,
  empty: () => void,
): boolean {
  let body: Record<string, unknown> = {};
  try {
    body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    send(400, { message: 'Invalid JSON', code: 50109 });
    return true;
  }
  if (method !== 'GET') bot.writes.push({ method, path, body });
  const isBot = auth === `Bot ${data.botToken}`;
  const guildOfChannel = (id: string) => data.guilds.find((g) => g.channels.some((c) => c.id === id));

  let m = /^\/interactions\/([^/]+)\/([^/]+)\/callback$/.exec(path);
  if (m && method === 'POST') {
    const [, interactionId, token] = m as unknown as [string, string, string];
    const type = Number(body.type);
    const d = (body.data as Record<string, unknown>) ?? {};
    bot.callbacks.push({ interactionId, token, type, data: d });
    // 4 = reply, 5 = deferred reply, 7 = update (the component's message becomes the reply)
    if (type === 4 || type === 5 || type === 7)
      bot.replies.set(token, [messageOf('', nextId(), type === 5 ? { flags: d.flags } : d)]);
    empty();
    return true;
  }
  m = /^\/webhooks\/([^/]+)\/([^/]+)(?:\/messages\/([^/]+))?$/.exec(path);
  if (m) {
    const token = m[2]!;
    const list = bot.replies.get(token) ?? [];
    if (method === 'POST' && !m[3]) {
      const msg = messageOf('', nextId(), body);
      bot.replies.set(token, [...list, msg]);
      send(200, apiMessage(data, msg));
      return true;
    }
    const target = m[3] === '@original' ? list[0] : list.find((x) => x.id === m![3]);
    if (!target) {
      send(404, { message: 'Unknown Message', code: 10008 });
      return true;
    }
    if (method === 'PATCH')
      Object.assign(target, messageOf(target.channel_id, target.id, { ...target, ...body }));
    if (method === 'DELETE') {
      target.deleted = true;
      empty();
      return true;
    }
    send(200, apiMessage(data, target));
    return true;
  }
  if (path === '/gateway/bot' && method === 'GET') {
    if (!isBot) return (send(401, { message: '401: Unauthorized', code: 0 }), true);
    send(200, {
      url: bot.gatewayUrl ?? 'wss://gateway.invalid',
      shards: bot.recommendedShards,
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
    });
    return true;
  }
  m = /^\/applications\/([^/]+)\/commands$/.exec(path);
  if (m && method === 'PUT') {
    const list = Array.isArray(JSON.parse(raw || '[]')) ? (JSON.parse(raw) as Record<string, unknown>[]) : [];
    bot.commands = list.map((c) => ({ ...c, id: nextId(), application_id: m![1], version: '1' }));
    send(200, bot.commands);
    return true;
  }
  // GET /channels/{id}: the channel with its guild_id (the bot checks it before posting)
  m = /^\/channels\/([^/]+)$/.exec(path);
  if (m && method === 'GET') {
    if (!isBot) return (send(401, { message: '401: Unauthorized', code: 0 }), true);
    const g = guildOfChannel(m[1]!);
    const c = g?.channels.find((x) => x.id === m![1]);
    if (!g || !c) return (send(404, { message: 'Unknown Channel', code: 10003 }), true);
    send(200, { ...c, guild_id: g.id });
    return true;
  }
  m = /^\/channels\/([^/]+)\/messages(?:\/([^/]+))?$/.exec(path);
  if (m) {
    if (!isBot) return (send(401, { message: '401: Unauthorized', code: 0 }), true);
    const channelId = m[1]!;
    const dmTo = bot.dmChannels.get(channelId);
    if (!dmTo && !guildOfChannel(channelId))
      return (send(404, { message: 'Unknown Channel', code: 10003 }), true);
    // Discord refuses a DM to a user who shares no server with the bot
    if (dmTo && !data.guilds.some((g) => g.members.includes(dmTo) || g.owner_id === dmTo))
      return (send(403, { message: 'Cannot send messages to this user', code: 50007 }), true);
    if (!m[2] && method === 'POST') {
      // enforce_nonce: the same nonce again answers the message created first instead of a second one
      const nonce = body.enforce_nonce ? String(body.nonce ?? '') : '';
      const same = nonce && bot.messages.find((x) => x.channel_id === channelId && x.nonce === nonce);
      if (same) return (send(200, apiMessage(data, same)), true);
      const msg = { ...messageOf(channelId, nextId(), body), ...(nonce ? { nonce } : {}) };
      bot.messages.push(msg);
      send(200, apiMessage(data, msg));
      return true;
    }
    const msg = bot.messages.find((x) => x.id === m![2] && x.channel_id === channelId && !x.deleted);
    if (!msg) return (send(404, { message: 'Unknown Message', code: 10008 }), true);
    if (method === 'DELETE') {
      msg.deleted = true;
      empty();
      return true;
    }
    if (method === 'PATCH') Object.assign(msg, messageOf(channelId, msg.id, { ...msg, ...body }));
    send(200, apiMessage(data, msg));
    return true;
  }
  m = /^\/guilds\/([^/]+)\/members(?:\/([^/]+)\/roles\/([^/]+))?$/.exec(path);
  if (m) {
    if (!isBot) return (send(401, { message: '401: Unauthorized', code: 0 }), true);
    const g = data.guilds.find((x) => x.id === m![1]);
    if (!g) return (send(404, { message: 'Unknown Guild', code: 10004 }), true);
    if (!m[2] && method === 'GET') {
      const limit = Math.min(Number(query.get('limit') ?? 1), 1000);
      const after = BigInt(query.get('after') ?? '0');
      const ids = [...new Set([...g.members, ...(g.owner_id ? [g.owner_id] : [])])]
        .filter((id) => BigInt(id) > after)
        .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
        .slice(0, limit);
      send(
        200,
        ids.map((id) => ({
          user: { id, username: `user${id}` },
          roles: g.memberRoles?.[id] ?? [],
          nick: null,
        })),
      );
      return true;
    }
    const [userId, roleId] = [m[2]!, m[3]!];
    if (!g.members.includes(userId) && g.owner_id !== userId)
      return (send(404, { message: 'Unknown Member', code: 10007 }), true);
    if (!g.roles.some((r) => r.id === roleId))
      return (send(404, { message: 'Unknown Role', code: 10011 }), true);
    g.memberRoles ??= {};
    const roles = new Set(g.memberRoles[userId] ?? []);
    if (method === 'PUT') roles.add(roleId);
    else if (method === 'DELETE') roles.delete(roleId);
    else return false;
    g.memberRoles[userId] = [...roles];
    empty();
    return true;
  }
  return false;
}
