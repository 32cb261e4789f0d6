/**
 * The cluster test (issue 15): PostgreSQL + two API processes + one Discord bot process (logged in through the
 * local fake gateway) + one jobs process, each a real `node` process started as `npm start` starts it. A
 * scripted scenario buys through both API processes (player portal) and through the bot (kit message button,
 * server menu), on a working server and on one that refuses every command (refunds); then checks that every Discord post,
 * job effect and refund happened exactly once, that a session revoked on one API process and a manager's
 * permissions changed on one process apply on the other within AUTH_CACHE_SECONDS (docs/deployment.md), that a
 * bot process killed with SIGKILL is replaced without lost or doubled posts, and that SIGTERM stops every
 * process cleanly within SHUTDOWN_TIMEOUT_SECONDS.
 * Run: `npm run test:cluster` (needs PostgreSQL: DATABASE_URL or PG_TEST_URL, default the local one).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { creditHistory, purchases, kits } from '@asa/server/db';
import { listDiscordOutbox, DEMO_GUILD_ID, demoPersonas } from '@asa/server';
import { demoChannels, PASSIVE_INCOME_REASON, jobs } from '@asa/server/testing';
import { customIds } from '../../src/lib/custom-ids';
import { startCluster, type Cluster } from './topology';

const databaseUrl =
  process.env.DATABASE_URL ?? process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AUTH_CACHE_SECONDS = 2;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
let c: Cluster;
/** Whether the shared Redis answers (.ci/run starts it): rate limits across processes need it. */
let redisUp = false;

const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const s = net.connect(Number(port || 6379), hostname);
    s.setTimeout(1000);
    s.once('connect', () => (s.end(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });

beforeAll(async () => {
  redisUp = await reachable(REDIS_URL);
  c = await startCluster({
    databaseUrl,
    quiet: true,
    env: { AUTH_CACHE_SECONDS: String(AUTH_CACHE_SECONDS), ...(redisUp ? { REDIS_URL } : {}) },
  });
  await c.ready();
}, 150_000);
afterAll(async () => {
  await c?.close();
});

const call = (p: { url: string }, token: string, method: string, url: string, body?: unknown) =>
  fetch(`${p.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

let seq = 1_360_000_000_000_000_000n;
const snowflake = () => (seq += 1n).toString();
const player = demoPersonas.player;
/** An INTERACTION_CREATE as the gateway delivers it: a component on a message, by the demo player. */
function componentInteraction(data: Record<string, unknown>, message: Record<string, unknown>) {
  const id = snowflake();
  return {
    id,
    application_id: c.data.clientId,
    type: 3,
    token: `token-${id}`,
    version: 1,
    guild_id: DEMO_GUILD_ID,
    channel_id: demoChannels.shop,
    channel: { id: demoChannels.shop, type: 0, guild_id: DEMO_GUILD_ID, name: 'kit-shop' },
    member: {
      user: {
        id: player.discordId,
        username: 'demoplayer',
        discriminator: '0',
        global_name: null,
        avatar: null,
      },
      roles: [],
      joined_at: new Date().toISOString(),
      deaf: false,
      mute: false,
      permissions: '0',
      flags: 0,
    },
    app_permissions: '0',
    locale: 'en-US',
    guild_locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {},
    context: 0,
    attachment_size_limit: 8_388_608,
    data,
    message: {
      type: 0,
      content: '',
      author: { id: c.data.clientId, username: 'ASA Shop Bot', discriminator: '0', avatar: null, bot: true },
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
      flags: 0,
      channel_id: demoChannels.shop,
      ...message,
    },
  };
}

/** Buys the cluster kit through the bot: the kit message's Buy button, then the server menu. */
async function buyInDiscord(serverId: number) {
  const button = componentInteraction(
    { custom_id: customIds.buyButton(c.kitId), component_type: 2 },
    { id: snowflake() },
  );
  expect(c.gateway.dispatch(DEMO_GUILD_ID, 'INTERACTION_CREATE', button)).toBe(true);
  await expect.poll(() => c.discord.bot.replies.get(button.token)?.length ?? 0, { timeout: 15_000 }).toBe(1);
  const menu = componentInteraction(
    { custom_id: customIds.server('b', c.kitId, 0), component_type: 3, values: [String(serverId)] },
    { id: snowflake(), flags: 64 },
  );
  c.gateway.dispatch(DEMO_GUILD_ID, 'INTERACTION_CREATE', menu);
  await expect
    .poll(() => c.discord.bot.callbacks.filter((x) => x.token === menu.token).map((x) => x.type), {
      timeout: 20_000,
    })
    .toEqual([7]);
  // "Delivering ..." first, then the outcome edited in
  await expect
    .poll(() => c.discord.bot.replies.get(menu.token)?.[0]?.content ?? '', { timeout: 20_000 })
    .not.toMatch(/^Delivering/);
}

const PORTAL_ORDERS_PER_API = 6;
const FAILING_PER_API = 2;

describe('cluster: 2 API + 1 bot + 1 jobs process on one PostgreSQL', () => {
  it('the bot process logged in through the gateway and posted each kit message once', async () => {
    expect(c.gateway.identified).toEqual([0]);
    const shown = await c.ctx.db
      .select()
      .from(kits)
      .where(
        and(
          eq(kits.botId, c.botId),
          sql`${kits.channelId} <> ''`,
          eq(kits.isEnabled, true),
          eq(kits.isBuyable, true),
        ),
      );
    await expect
      .poll(() => c.discord.bot.messages.filter((m) => m.embeds.length && !m.deleted).length, {
        timeout: 30_000,
      })
      .toBe(shown.length);
    const titles = c.discord.bot.messages.filter((m) => m.embeds.length).map((m) => m.embeds[0]!.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('purchases through both API processes and the bot: each charged, delivered or refunded, and logged once', async () => {
    const order = (api: { url: string }, serverId: number) =>
      call(api, c.tokens.player, 'POST', `/api/portal/${DEMO_GUILD_ID}/buy`, { kitId: c.kitId, serverId });
    const answers = await Promise.all(
      c.api.flatMap((api) => [
        ...Array.from({ length: PORTAL_ORDERS_PER_API }, () => order(api, c.serverUp)),
        ...Array.from({ length: FAILING_PER_API }, () => order(api, c.serverDown)),
      ]),
    );
    for (const a of answers) expect(a.status, await a.clone().text()).toBe(200);
    await buyInDiscord(c.serverUp);
    await buyInDiscord(c.serverDown);

    const delivered = 2 * PORTAL_ORDERS_PER_API + 1;
    const failed = 2 * FAILING_PER_API + 1;
    const rows = await c.ctx.db.select().from(purchases).where(eq(purchases.playerId, c.playerId));
    const summary = rows.map((p) => `${p.source}:${p.status}:${p.refunded}:${p.error}`).join('\n');
    expect(
      rows.filter((p) => p.status === 'delivered'),
      summary,
    ).toHaveLength(delivered);
    expect(rows.filter((p) => p.status === 'failed' && p.refunded)).toHaveLength(failed);
    expect(rows).toHaveLength(delivered + failed);
    expect(c.rcon.commands.filter((cmd) => cmd.startsWith('GiveItemToPlayer'))).toHaveLength(delivered);
    // every refund once: one refund row per failed purchase, and the balance is exactly the delivered ones
    const history = await c.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, c.playerId));
    const refunds = history.filter((h) => h.amount > 0 && /refund/i.test(h.reason));
    expect(refunds).toHaveLength(failed);
    // (one statement, so the jobs process's passive income cannot fall between the two reads)
    const [me] = (
      await c.ctx.db.execute(sql`
        select p.credits, coalesce((select sum(h.amount) from credit_history h
          where h.player_id = p.id and h.reason = ${PASSIVE_INCOME_REASON}), 0)::int as passive
        from players p where p.id = ${c.playerId}`)
    ).rows as { credits: number; passive: number }[];
    expect(me!.credits).toBe(100_000 - 10 * delivered + me!.passive);

    // the outbox drains; each message was posted exactly once (one POST per nonce)
    await expect.poll(async () => (await listDiscordOutbox(c.ctx.db)).length, { timeout: 30_000 }).toBe(0);
    const posts = c.discord.bot.writes.filter(
      (w) =>
        w.method === 'POST' &&
        /^\/channels\/\d+\/messages$/.test(w.path) &&
        (w.body as { nonce?: string }).nonce,
    );
    const nonces = posts.map((w) => (w.body as { nonce: string }).nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    const logs = c.discord.bot.messages.filter(
      (m) => m.channel_id === demoChannels.logs && m.content.includes('Cluster Kit'),
    );
    const claims = c.discord.bot.messages.filter(
      (m) => m.channel_id === demoChannels.claims && m.content.includes('Cluster Kit'),
    );
    expect(logs).toHaveLength(delivered + failed);
    expect(logs.filter((m) => m.content.includes('The credits were refunded.'))).toHaveLength(failed);
    expect(claims).toHaveLength(delivered);
  });

  it('every scheduled job ran, in the jobs process only, and passive income was paid once', async () => {
    const statuses = async () =>
      (await c.ctx.db.execute(sql`select key from kv where key like 'job-status:%'`)).rows.map((r) =>
        String((r as { key: string }).key).slice('job-status:'.length),
      );
    await expect
      .poll(async () => (await statuses()).sort(), { timeout: 30_000 })
      .toEqual(jobs.map((j) => j.name).sort());
    const paid = await c.ctx.db
      .select({ playerId: creditHistory.playerId, n: sql<number>`count(*)::int` })
      .from(creditHistory)
      // the jobs process's entries (the demo seed also holds a day of passive income, written by no job)
      .where(and(eq(creditHistory.kind, 'passive_income'), eq(creditHistory.actorType, 'system')))
      .groupBy(creditHistory.playerId);
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) expect(p.n).toBe(1);
  });

  it('rate limits hold across both API processes (counted in the shared Redis)', async (t) => {
    if (!redisUp) t.skip();
    const [a, b] = c.api;
    const verify = (p: { url: string }) =>
      fetch(`${p.url}/api/auth/management/verifyLogin?token=cluster-rate`).then((r) => r.status);
    // verifyLogin allows 300 calls a minute per address: 150 on each process, then both refuse
    for (let i = 0; i < 150; i++) expect(await verify(a)).toBe(200);
    for (let i = 0; i < 150; i++) expect(await verify(b)).toBe(200);
    expect(await verify(a)).toBe(429);
    expect(await verify(b)).toBe(429);
  });

  it('a session revoked on one API process is refused by the other within AUTH_CACHE_SECONDS', async () => {
    const [a, b] = c.api;
    const token = c.tokens.ownerOther;
    expect((await call(b, token, 'GET', '/api/bots/forDiscordUser')).status).toBe(200);
    expect((await call(a, token, 'POST', '/api/auth/logout')).status).toBe(200);
    const t0 = Date.now();
    await expect
      .poll(async () => (await call(b, token, 'GET', '/api/bots/forDiscordUser')).status, {
        timeout: (AUTH_CACHE_SECONDS + 2) * 1000,
        interval: 100,
      })
      .toBe(401);
    expect(Date.now() - t0).toBeLessThanOrEqual((AUTH_CACHE_SECONDS + 1) * 1000);
  });

  it("a manager's permissions changed on one process apply on the other within AUTH_CACHE_SECONDS", async () => {
    const [a, b] = c.api;
    const kitsOf = () => call(b, c.tokens.manager, 'GET', `/api/kit/list/${c.botId}`);
    expect((await kitsOf()).status).toBe(200);
    // the owner, on process A, leaves the manager only the Servers view
    const list = (await (await call(a, c.tokens.owner, 'GET', '/api/bots/forDiscordUser')).json()) as {
      id: number;
      managers: { discordId: string; permissions: string[] }[];
    }[];
    const bot = list.find((x) => x.id === c.botId)!;
    const managers = bot.managers.map((m) =>
      m.discordId === demoPersonas.manager.discordId ? { ...m, permissions: ['Servers_View'] } : m,
    );
    const saved = await call(a, c.tokens.owner, 'PUT', '/api/bots', { bot: { ...bot, managers } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const t0 = Date.now();
    await expect
      .poll(async () => (await kitsOf()).status, { timeout: (AUTH_CACHE_SECONDS + 2) * 1000, interval: 100 })
      .toBe(403);
    expect(Date.now() - t0).toBeLessThanOrEqual((AUTH_CACHE_SECONDS + 1) * 1000);
  });

  it('a bot process killed with SIGKILL is replaced: what was queued meanwhile is posted once, kit messages are not posted again', async () => {
    const kitPosts = () =>
      c.discord.bot.writes.filter(
        (w) => w.method === 'POST' && (w.body as { embeds?: unknown[] }).embeds?.length,
      ).length;
    const kitPostsBefore = kitPosts();
    c.bot!.child.kill('SIGKILL');
    await c.bot!.exited;
    const before = c.discord.bot.messages.length;
    for (const api of c.api) {
      const res = await call(api, c.tokens.player, 'POST', `/api/portal/${DEMO_GUILD_ID}/buy`, {
        kitId: c.kitId,
        serverId: c.serverUp,
      });
      expect(res.status).toBe(200);
    }
    expect(await listDiscordOutbox(c.ctx.db)).toHaveLength(4); // two kit logs, two claim messages
    const replacement = await c.launch('bot-2', 'bot');
    await c.ready(120_000, [replacement]);
    await expect.poll(async () => (await listDiscordOutbox(c.ctx.db)).length, { timeout: 30_000 }).toBe(0);
    expect(c.discord.bot.messages.slice(before)).toHaveLength(4);
    expect(c.gateway.identified).toEqual([0, 0]);
    expect(kitPosts()).toBe(kitPostsBefore);
  });

  it('SIGTERM stops every process cleanly within SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const { codes, ms } = await c.stop();
    expect(codes).toEqual({ 'api-1': 0, 'api-2': 0, bot: null, jobs: 0, 'bot-2': 0 });
    expect(ms).toBeLessThan(Number(c.env.SHUTDOWN_TIMEOUT_SECONDS) * 1000);
  });
});
