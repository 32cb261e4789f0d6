/** '@asa/server/testing': the test app, the local fakes and the demo data, for the other packages' tests. */
export { createTestApp, type TestApp } from './harness';
export {
  startFakeDiscord,
  type FakeBotState,
  type FakeDiscordServer,
  type FakeFailure,
  type FakeDiscordData,
  type FakeDiscordMessage,
} from '../../src/integrations/discord/fake-server';
export { startFakeRcon, type FakePlayer, type FakeRconServer } from '../../src/integrations/rcon/fake-server';
export { ONLINE_CACHE_MS } from '../../src/features/shop/delivery/online';
export { demoChannels, demoDiscordData, demoRoles } from '../../src/features/demo/discord-data';
export { encryptSettings } from '../../src/features/bots/secrets';
export { seedDemo } from '../../src/features/demo/seed';
export { createSession } from '../../src/features/auth/service';
export { PASSIVE_INCOME_REASON } from '../../src/features/shop/ranks/passive-income';
export { jobs } from '../../src/jobs/index';
