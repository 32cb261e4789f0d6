/** Recipes: the owner's tools (audit log, managers' names, CSV exports). */
import { m, type Recipe } from './context';

export const ownerToolsRecipes: Record<string, Recipe> = {
  'GET /api/audit/list/{botId}': {
    rule: 'Owner',
    request: () => ({ method: 'GET', url: `/api/audit/list/${m.t.botId}` }),
  },
  'GET /api/audit/retention/{botId}': {
    rule: 'Owner',
    request: () => ({ method: 'GET', url: `/api/audit/retention/${m.t.botId}` }),
  },
  'PUT /api/audit/retention/{botId}': {
    rule: 'Owner',
    request: () => ({ method: 'PUT', url: `/api/audit/retention/${m.t.botId}`, payload: { days: 365 } }),
  },
  'GET /api/bots/managers': {
    rule: 'Owner',
    request: () => ({ method: 'GET', url: `/api/bots/managers?id=${m.t.botId}` }),
  },
  'POST /api/player/import/{botId}': {
    rule: 'Players_Edit',
    request: () => ({
      method: 'POST',
      url: `/api/player/import/${m.t.botId}`,
      payload: { csv: 'discordId,name,discordName\n700000000000000777,Imported,Imported\n', dryRun: true },
    }),
  },
  'GET /api/kit/export/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/kit/export/${m.t.botId}` }),
  },
  'POST /api/kit/import/{botId}': {
    rule: 'Kits_Edit',
    request: () => ({
      method: 'POST',
      url: `/api/kit/import/${m.t.botId}`,
      payload: { csv: 'name,description\nImported kit,Imported\n', dryRun: true },
    }),
  },
  'GET /api/player/export/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/player/export/${m.t.botId}` }),
  },
  'GET /api/player/credit-history/export/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/player/credit-history/export/${m.t.botId}` }),
  },
  'GET /api/purchase/export/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/purchase/export/${m.t.botId}` }),
  },
};
