/** Recipes: the Overview page (issue 25). */
import { m, type Recipe } from './context';

export const overviewRecipes: Record<string, Recipe> = {
  'GET /api/overview/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/overview/${m.t.botId}?bucket=week` }),
  },
  // the instance's credit history behind the overview's source numbers
  'GET /api/player/credit-history/list/{botId}': {
    rule: 'Players_View',
    request: () => ({
      method: 'GET',
      url: `/api/player/credit-history/list/${m.t.botId}?source=admins&pageSize=5`,
    }),
  },
};
