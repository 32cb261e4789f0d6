import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/harness';
import type { startFakeAsaBot } from '../../integrations/asabot/fake-server';

type FakeServer = Parameters<typeof startFakeAsaBot>[0]['servers'][number];

/** The two companion-bot servers both ASA Bot test files start their fake with. */
export const fakeAsaServers: FakeServer[] = [
  {
    id: 'srv-1',
    name: 'ASA Island',
    host: '198.51.100.1',
    gamePort: 7777,
    rconPort: 27020,
    rconPassword: 'pw-one',
    clusterId: 'c1',
    maxPlayers: 50,
  },
  {
    id: 'srv-2',
    name: 'ASA Center',
    host: '198.51.100.2',
    gamePort: 7778,
    rconPort: 27021,
    rconPassword: 'pw-two',
  },
];

/** Saves asaBotSyncSettings of the test instance through the API, as the owner. */
export async function saveAsaBotSettings(t: TestApp, over: Record<string, unknown>) {
  const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
  const res = await t.call('owner', {
    method: 'PUT',
    url: '/api/bots',
    payload: { bot: { ...bot, asaBotSyncSettings: { ...bot.asaBotSyncSettings, ...over } } },
  });
  expect(res.statusCode).toBe(200);
}
