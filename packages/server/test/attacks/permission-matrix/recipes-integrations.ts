/** Recipes: hosting provider (Nitrado), companion bot (ASA Bot) sync, Tip4Serv and the jobs status. */
import { eq } from 'drizzle-orm';
import { servers } from '../../../src/db/schema';
import { freshPlayer, m, syncWriteRecipes, type Recipe } from './context';

export const integrationsRecipes: Record<string, Recipe> = {
  // hosting provider and companion bot
  'GET /api/nitrado/auth/{botId}': {
    rule: 'Nitrado_Edit',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/${m.t.botId}` }),
  },
  'GET /api/nitrado/auth/callback': {
    rule: 'public',
    request: () => ({ method: 'GET', url: '/api/nitrado/auth/callback?code=x&state=y' }),
  },
  'GET /api/nitrado/auth/verify/{botId}': {
    rule: 'Nitrado_View',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/verify/${m.t.botId}` }),
  },
  'GET /api/nitrado/auth/usernames/{botId}': {
    rule: 'Nitrado_View',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/usernames/${m.t.botId}` }),
  },
  'GET /api/nitrado/auth/logout/{botId}/{username}': {
    rule: 'Nitrado_Edit',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/logout/${m.t.botId}/nobody` }),
  },
  'GET /api/nitrado/auth/logoutAll/{botId}': {
    rule: 'Nitrado_Edit',
    request: () => ({ method: 'GET', url: `/api/nitrado/auth/logoutAll/${m.t.botId}` }),
  },
  'GET /api/nitrado/services/{botId}': {
    rule: 'Nitrado_View',
    request: () => ({ method: 'GET', url: `/api/nitrado/services/${m.t.botId}` }),
  },
  'GET /api/nitrado/sync/{botId}': {
    rule: 'Nitrado_View',
    request: () => ({ method: 'GET', url: `/api/nitrado/sync/${m.t.botId}` }),
  },
  'GET /api/asabot/servers/{botId}': {
    rule: 'AsaBotSync_View',
    request: () => ({ method: 'GET', url: `/api/asabot/servers/${m.t.botId}` }),
  },
  'GET /api/asabot/sync/{botId}': {
    rule: 'AsaBotSync_View',
    request: () => ({ method: 'GET', url: `/api/asabot/sync/${m.t.botId}` }),
  },
  // hosting sync writes (need the provider's Edit and Servers_Edit; manager has FullAccess)
  ...syncWriteRecipes('nitrado', 'Nitrado_Edit', 7001, async (id) => {
    await m.t.ctx.db.update(servers).set({ nitradoServiceId: 7001 }).where(eq(servers.id, id));
  }),
  ...syncWriteRecipes('asabot', 'AsaBotSync_Edit', 'm-1', async (id) => {
    await m.t.ctx.db.update(servers).set({ asaBotServerId: 'm-1' }).where(eq(servers.id, id));
  }),
  'GET /api/jobs/status/{botId}': {
    rule: 'member',
    request: () => ({ method: 'GET', url: `/api/jobs/status/${m.t.botId}` }),
  },
  'GET /api/tip4serv/checkConnection/{botId}': {
    rule: 'Tip4Serv_View',
    request: () => ({ method: 'GET', url: `/api/tip4serv/checkConnection/${m.t.botId}` }),
  },
  // in-game shop
  'GET /api/inGameShop/status/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/inGameShop/status/${m.t.botId}` }),
  },
  'GET /api/inGameShop/link/{botId}/{playerId}': {
    rule: 'Players_View',
    request: async () => ({
      method: 'GET',
      url: `/api/inGameShop/link/${m.t.botId}/${(await freshPlayer()).id}`,
    }),
  },
  'POST /api/inGameShop/unlink/{botId}/{playerId}': {
    rule: 'Players_Edit',
    request: async () => ({
      method: 'POST',
      url: `/api/inGameShop/unlink/${m.t.botId}/${(await freshPlayer()).id}`,
    }),
  },
  'GET /api/voting/checkConnection/{botId}': {
    rule: 'VotingIntegration_View',
    request: () => ({
      method: 'GET',
      url: `/api/voting/checkConnection/${m.t.botId}?site=ark-servers.net`,
    }),
  },
};
