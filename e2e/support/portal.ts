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

/** The portal's demo player (packages/server/src/features/demo/portal-player.ts). */
const DEMO_PLAYER_EOS_ID = '00020000000000000000000000007777';

/**
 * Other files on the same demo server spend the demo player's credits (portal and keyboard buys, the demo's
 * in-game `+buy` every few minutes): a test that buys tops the balance up to `atLeast` first, as the owner
 * would, through the audited credit route.
 */
export async function fundDemoPlayer(atLeast: number) {
  const auth = { authorization: `Bearer ${await demoToken(baseUrl(), 'owner')}` };
  const bots = await (await fetch(`${baseUrl()}/api/bots/forDiscordUser`, { headers: auth })).json();
  const bot = bots.find((b: { guildId: string }) => b.guildId === GUILD);
  const list = await (
    await fetch(`${baseUrl()}/api/player/list/${bot.id}?page=0&pageSize=25&search=${DEMO_PLAYER_EOS_ID}`, {
      headers: auth,
    })
  ).json();
  const rows = (Array.isArray(list) ? list : list.items) as { id: number; eosId: string; credits: number }[];
  const player = rows.find((r) => r.eosId === DEMO_PLAYER_EOS_ID)!;
  if (player.credits >= atLeast) return;
  const res = await fetch(`${baseUrl()}/api/player/credit`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ playerId: player.id, credits: atLeast - player.credits, reason: 'e2e top-up' }),
  });
  expect(res.status).toBe(200);
}

/** The demo guild's newest purchases as the owner sees them (status, reason, error): what a failed wait shows. */
export async function newestOrders(count = 5) {
  const auth = { authorization: `Bearer ${await demoToken(baseUrl(), 'owner')}` };
  const bots = await (await fetch(`${baseUrl()}/api/bots/forDiscordUser`, { headers: auth })).json();
  const bot = bots.find((b: { guildId: string }) => b.guildId === GUILD);
  const page = await (
    await fetch(`${baseUrl()}/api/purchase/list/${bot.id}?page=0&pageSize=${count}`, { headers: auth })
  ).json();
  return JSON.stringify(
    (page.items as Record<string, unknown>[]).map((p) => ({
      id: p.id,
      kit: p.kitName,
      to: p.playerName,
      server: p.serverName,
      status: p.status,
      waitingReason: p.waitingReason,
      error: p.error,
      attempts: p.attempts,
      createdAt: p.createdAt,
      results: p.results,
    })),
    null,
    1,
  );
}
