import { expect } from 'vitest';
import { baseUrl } from './browser';
import { demoToken } from '../../scripts/demo-server.mjs';

export const GUILD = '900000000000000001'; // the demo guild (packages/server/src/features/demo/personas.ts)

/**
 * Other tests share the demo server and may flip the portal's switches (settings-pages turns kits off):
 * the owner switches the portal, its kits and shop ranks on again through the API.
 */
export async function portalOn(buyLimits = true) {
  const auth = { authorization: `Bearer ${await demoToken(baseUrl(), 'owner')}` };
  const bots = await (await fetch(`${baseUrl()}/api/bots/forDiscordUser`, { headers: auth })).json();
  const bot = bots.find((b: { guildId: string }) => b.guildId === GUILD);
  bot.userPortalSettings = { isEnabled: true, isKitsEnabled: true, isShopRanksEnabled: true };
  // buy limits on (the demo's Starter Set may be bought once a day); off again after the tests
  bot.kitSettings = { ...bot.kitSettings, enableBuyLimits: buyLimits };
  const res = await fetch(`${baseUrl()}/api/bots`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ bot }),
  });
  expect(res.status).toBe(200);
}
