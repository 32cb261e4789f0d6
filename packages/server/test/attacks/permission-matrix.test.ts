/**
 * Permission matrix: every route of the OpenAPI document x {anonymous, stranger, viewer, manager, owner,
 * admin}. The route list comes from the live OpenAPI document, so a new route without a recipe here fails
 * the test. Each recipe states the rule the route must follow; the expected status per persona is derived
 * from that rule: allowed -> a 2xx/3xx answer, denied -> 401 (anonymous) or 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/harness';
import { startFakeRcon } from '../../src/integrations/rcon/fake-server';
import { startFakeAsaBot } from '../../src/integrations/asabot/fake-server';
import { fakeAsaService, startFakeNitrado } from '../../src/integrations/nitrado/fake-server';
import { allowed, bot, m, mergeRecipes, personas } from './permission-matrix/context';
import { accountPublicRecipes } from './permission-matrix/recipes-account-public';
import { instanceServersPlayersRecipes } from './permission-matrix/recipes-instance-servers-players';
import { kitsRanksRecipes } from './permission-matrix/recipes-kits-ranks';
import { integrationsRecipes } from './permission-matrix/recipes-integrations';
import { keyApiRecipes, portalRecipes } from './permission-matrix/recipes-shop-and-key-api';
import { ownerToolsRecipes } from './permission-matrix/recipes-owner-tools';
import { overviewRecipes } from './permission-matrix/recipes-overview';

/** One recipe per route; mergeRecipes throws when a route is defined in two areas. */
const recipes = mergeRecipes(
  accountPublicRecipes,
  ownerToolsRecipes,
  instanceServersPlayersRecipes,
  kitsRanksRecipes,
  integrationsRecipes,
  portalRecipes(),
  keyApiRecipes,
  overviewRecipes,
);

beforeAll(async () => {
  m.nitrado = await startFakeNitrado({
    clientId: 'nc',
    clientSecret: 'ns',
    accounts: [
      { userId: 7, username: 'matrix', code: 'matrix-code', services: [fakeAsaService(7001, 'Matrix')] },
    ],
  });
  m.t = await createTestApp({
    PATREON_WEBHOOK_SECRET: 'matrix-secret',
    NITRADO_API_URL: m.nitrado.url,
    NITRADO_OAUTH_URL: m.nitrado.url,
    NITRADO_CLIENT_ID: 'nc',
    NITRADO_CLIENT_SECRET: 'ns',
  });
  m.rcon = await startFakeRcon({ password: 'matrix-pass' });
  m.asaBot = await startFakeAsaBot({
    apiKey: 'k',
    servers: [
      {
        id: 'm-1',
        name: 'Matrix',
        host: '198.51.100.9',
        gamePort: 7777,
        rconPort: 27030,
        rconPassword: 'matrix-pass',
      },
    ],
    players: [],
  });
  const b = await bot();
  await m.t.call('owner', {
    method: 'PUT',
    url: '/api/bots',
    payload: {
      bot: {
        ...b,
        asaBotSyncSettings: {
          ...b.asaBotSyncSettings,
          isEnabled: true,
          apiKey: 'k',
          overrideApiUrl: true,
          apiUrl: m.asaBot.url,
        },
      },
    },
  });
});
afterAll(async () => {
  await m.nitrado?.close();
  await m.asaBot?.close();
  await m.rcon?.close();
  await m.t?.close();
});

async function routeList(): Promise<string[]> {
  const doc = (await m.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of Object.keys(ops)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method))
        out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out.sort();
}

describe('permission matrix', () => {
  it('has a recipe for every route of the OpenAPI document', async () => {
    const routes = await routeList();
    expect(routes.filter((r) => !recipes[r])).toEqual([]);
    // and no recipe for a route that is gone
    expect(Object.keys(recipes).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('answers each persona as the route rule says', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of await routeList()) {
      const recipe = recipes[route];
      if (!recipe) continue;
      for (const p of personas) {
        const req = await recipe.request(p);
        const res = await m.t.call(p, req);
        const ok = allowed(recipe.rule, p);
        const denied = p === 'anonymous' || recipe.rule === 'apiKey' ? 401 : 403;
        const good = ok ? res.statusCode < 400 : res.statusCode === denied;
        if (!good)
          failures.push(
            `${route} as ${p}: expected ${ok ? '2xx/3xx' : denied}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(Object.keys(recipes).length * personas.length);
  }, 180_000);

  it("answers the key routes (rule apiKey) with the instance's BOT key", async () => {
    const key = (
      await m.t.call('owner', {
        method: 'POST',
        url: '/api/bots/recreateApiKey',
        payload: { botId: m.t.botId },
      })
    ).json().apiSettings.apiKey as string;
    const b = await bot();
    await m.t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...b, apiSettings: { ...b.apiSettings, isEnabled: true } } },
    });
    const failures: string[] = [];
    for (const [route, recipe] of Object.entries(recipes).filter(([, r]) => r.rule === 'apiKey')) {
      const req = await recipe.request('anonymous');
      const res = await m.t.app.inject({ ...req, headers: { ...req.headers, authorization: `BOT ${key}` } });
      if (res.statusCode >= 400) failures.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
