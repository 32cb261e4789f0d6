import type { AppContext } from '../../context';
import { startFakePatreon } from '../../integrations/patreon/fake-server';
import { demoPersonas } from './personas';

/**
 * Demo mode's pledge platform: a local Patreon simulator with a few pledges, so the scheduled sync runs
 * for real and the admin list shows computed Patreon tiers.
 */
export async function startDemoPatreon(ctx: AppContext) {
  const fake = await startFakePatreon({
    campaignId: 'demo',
    accessToken: 'demo-creator-token',
    patrons: [
      {
        memberId: 'dm1',
        userId: 'du1',
        email: 'admin@demo.invalid',
        discordId: demoPersonas.admin.discordId,
        cents: 600,
        status: 'active_patron',
      },
      {
        memberId: 'dm2',
        userId: 'du2',
        email: 'viewer@demo.invalid',
        discordId: demoPersonas.viewer.discordId,
        cents: 300,
        status: 'active_patron',
      },
      {
        memberId: 'dm3',
        userId: 'du3',
        email: 'owner@demo.invalid',
        discordId: demoPersonas.owner.discordId,
        cents: 1200,
        status: 'active_patron',
      },
      {
        memberId: 'dm4',
        userId: 'du4',
        email: 'former@demo.invalid',
        discordId: '100000000000000099',
        cents: 900,
        status: 'former_patron',
      },
    ],
  });
  ctx.config.patreon = {
    ...ctx.config.patreon,
    apiUrl: fake.url,
    campaignId: 'demo',
    accessToken: 'demo-creator-token',
  };
  return fake;
}
