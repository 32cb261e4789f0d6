/** Recipes: the Overview page (issue 25). */
import { m, type Recipe } from './context';

export const overviewRecipes: Record<string, Recipe> = {
  'GET /api/overview/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/overview/${m.t.botId}?bucket=week` }),
  },
};
