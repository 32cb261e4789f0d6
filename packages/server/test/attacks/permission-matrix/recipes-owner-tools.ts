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
