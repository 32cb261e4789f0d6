import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { startFakeTip4Serv } from '../../integrations/tip4serv/fake-server';

const KEY = '4242.private-part.public-part';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeTip4Serv>>;
beforeAll(async () => {
  fake = await startFakeTip4Serv({
    storeKey: KEY,
    payments: [{ id: 1, player: 'x', cmds: [{ id: 7, str: 'credit 123 100', state: 'Execute' }] }],
  });
  t = await createTestApp({ TIP4SERV_API_URL: fake.url });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const check = () => t.call('owner', { method: 'GET', url: `/api/tip4serv/checkConnection/${t.botId}` });
async function setKey(apiKey: string) {
  const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
  const res = await t.call('owner', {
    method: 'PUT',
    url: '/api/bots',
    payload: { bot: { ...bot, tip4ServSettings: { ...bot.tip4ServSettings, apiKey } } },
  });
  expect(res.statusCode).toBe(200);
}

describe('Tip4Serv connection check', () => {
  it("answers 'Not logged in.' without a key", async () => {
    expect((await check()).json()).toBe('Not logged in.');
  });

  it('answers the error text for a wrong key and a malformed key', async () => {
    await setKey('4242.wrong.public-part');
    expect((await check()).json()).toBe(
      'Error checking Tip4Serv connection: HTTP 401: Invalid API key or signature.',
    );
    await setKey('nonsense');
    expect((await check()).json()).toBe(
      'Error checking Tip4Serv connection: the API key is not in the form serverId.privateKey.publicKey.',
    );
  });

  it('connects with the right key (signed request)', async () => {
    await setKey(KEY);
    expect((await check()).json()).toBe('Connected to Tip4Serv. 1 purchase waiting for delivery.');
    // viewers may check too; strangers may not
    expect(
      (await t.call('viewer', { method: 'GET', url: `/api/tip4serv/checkConnection/${t.botId}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('stranger', { method: 'GET', url: `/api/tip4serv/checkConnection/${t.botId}` }))
        .statusCode,
    ).toBe(403);
  });
});
