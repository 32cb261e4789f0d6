import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoDiscordData, demoChannels } from '../../features/demo/discord-data';
import { DEMO_GUILD_ID } from '../../features/demo/personas';
import { HttpError } from '../../lib/errors';
import { DiscordClient } from './client';
import { startFakeDiscord } from './fake-server';

/** The REST client against the local fake Discord answering 429 (rate limited) and 5xx. */
let fake: Awaited<ReturnType<typeof startFakeDiscord>>;
let client: DiscordClient;
const data = demoDiscordData();
const channelsPath = `/guilds/${DEMO_GUILD_ID}/channels`;
const rolesPath = `/guilds/${DEMO_GUILD_ID}/roles`;

beforeAll(async () => {
  fake = await startFakeDiscord(data);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  client = new DiscordClient({
    apiUrl: fake.url,
    clientId: 'c',
    clientSecret: 's',
    botToken: data.botToken,
    cacheSeconds: 0,
  });
});

const timed = async <T>(run: () => Promise<T>) => {
  const started = Date.now();
  const value = await run();
  return { value, ms: Date.now() - started };
};

describe('Discord REST rate limits', () => {
  it('waits the retry_after of a 429 and retries until Discord answers', async () => {
    fake.fail(channelsPath, 2, { retryAfter: 0.2 });
    const { value, ms } = await timed(() => client.channels(DEMO_GUILD_ID));
    expect(value.map((c) => c.id)).toContain(demoChannels.shop);
    expect(fake.calls.filter((c) => c === `GET ${channelsPath}`)).toHaveLength(3);
    expect(ms).toBeGreaterThanOrEqual(380);
  });

  it('refuses a long wait with a 503 naming the time, after one request', async () => {
    fake.fail(channelsPath, 1, { retryAfter: 60 });
    const err = await client.channels(DEMO_GUILD_ID).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({
      statusCode: 503,
      message: 'Discord is rate limiting these requests: try again in 60 s.',
    });
    expect(fake.calls).toEqual([`GET ${channelsPath}`]);
  });

  it('gives up after 3 retries of a route that stays limited', async () => {
    fake.fail(channelsPath, 10, { retryAfter: 0.01 });
    await expect(client.channels(DEMO_GUILD_ID)).rejects.toMatchObject({ statusCode: 503 });
    expect(fake.calls).toHaveLength(4);
    fake.fail(channelsPath, 0, {});
    fake.calls.length = 0;
  });

  it('a global limit pauses the other routes too', async () => {
    fake.fail(rolesPath, 1, { retryAfter: 1, global: true });
    const roles = client.roles(DEMO_GUILD_ID);
    while (!fake.calls.includes(`GET ${rolesPath}`)) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 200));
    const { ms } = await timed(() => client.guild(DEMO_GUILD_ID));
    await roles;
    // the guild read started ~200 ms into the 1 s pause and waited for it instead of going out at once
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(fake.calls.filter((c) => c === `GET ${rolesPath}`)).toHaveLength(2);
  });

  it('retries a read that meets a 5xx, but never a write', async () => {
    fake.fail(rolesPath, 1, { status: 502 });
    expect((await client.roles(DEMO_GUILD_ID)).length).toBeGreaterThan(0);
    expect(fake.calls).toEqual([`GET ${rolesPath}`, `GET ${rolesPath}`]);

    fake.fail('/oauth2/token', 1, { status: 500 });
    await expect(client.exchangeCode('x', 'http://localhost/cb')).rejects.toMatchObject({ statusCode: 502 });
    expect(fake.calls.filter((c) => c === 'POST /oauth2/token')).toHaveLength(1);
  });
});
