import type { AppContext } from '../../context';
import { startFakeAsaBot } from '../../integrations/asabot/fake-server';
import { fakeAsaService, startFakeNitrado } from '../../integrations/nitrado/fake-server';
import { DEMO_NITRADO_PASSWORD, DEMO_RCON_PASSWORD } from './rcon';

/**
 * Demo mode's hosting provider and companion bot: local simulators (the ones the tests use), so the
 * Nitrado login, the sync dashboards and the ASA Bot import work without real accounts.
 */
export async function startDemoProviders(ctx: AppContext, rconPort: number) {
  const nitrado = await startFakeNitrado({
    clientId: 'demo',
    clientSecret: 'demo',
    accounts: [
      {
        userId: 4242,
        username: 'demo-nitrado',
        code: 'demo-code',
        services: [
          // The Island on this machine, with another admin password: shows "Sync Required" (the demo game
          // server accepts both, so a sync keeps The Island's deliveries working)
          fakeAsaService(9001, 'The Island', {
            ip: '127.0.0.1',
            rcon_port: rconPort,
            settings: { config: { 'admin-password': DEMO_NITRADO_PASSWORD }, general: { clusterid: 'demo' } },
          }),
          fakeAsaService(9002, 'Aberration (not imported yet)'),
        ],
      },
    ],
  });
  ctx.config.nitrado = { apiUrl: nitrado.url, oauthUrl: nitrado.url, clientId: 'demo', clientSecret: 'demo' };
  const asaBot = await startFakeAsaBot({
    apiKey: 'demo-asabot-key',
    servers: [
      {
        id: 'asa-1',
        name: 'Scorched Earth',
        host: '127.0.0.1',
        gamePort: 7778,
        rconPort,
        rconPassword: DEMO_RCON_PASSWORD,
        maxPlayers: 70,
      },
    ],
    players: [
      {
        discordId: '300000000000000099',
        eosId: '00020000000000000000000000000099',
        name: 'Imported Survivor',
      },
    ],
  });
  ctx.config.asaBotApiUrl = asaBot.url;
  return async () => {
    await nitrado.close();
    await asaBot.close();
  };
}
