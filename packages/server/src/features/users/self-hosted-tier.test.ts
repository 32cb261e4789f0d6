import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Tier } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { loadConfig } from '../../config';
import { auditLog, users } from '../../db/schema';
import { demoPersonas } from '../demo/personas';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ownerLimits = async (app: TestApp) => {
  await app.ctx.db
    .update(users)
    .set({ tier: Tier.Free })
    .where(eq(users.discordId, demoPersonas.owner.discordId));
  app.ctx.cache.invalidate('user');
  const limits = (await app.call('owner', { method: 'GET', url: '/api/bots/limits' })).json();
  const own = (await app.call('owner', { method: 'GET', url: '/api/limit/all' })).json();
  return { instance: Object.values(limits)[0] as Record<string, unknown>, own };
};

describe('SELF_HOSTED_TIER', () => {
  it('defaults to every feature without Patreon (self-hosted), to the users tiers with Patreon or in the demo', () => {
    const self = { DISCORD_CLIENT_ID: 'x' };
    expect(loadConfig(self).selfHostedTier).toBe(Tier.Special);
    expect(loadConfig({ ...self, PATREON_CAMPAIGN_ID: '123' }).selfHostedTier).toBeNull();
    expect(loadConfig({}).selfHostedTier).toBeNull(); // demo
    expect(loadConfig({ ...self, SELF_HOSTED_TIER: 'none' }).selfHostedTier).toBeNull();
    expect(loadConfig({ ...self, PATREON_CAMPAIGN_ID: '1', SELF_HOSTED_TIER: '2' }).selfHostedTier).toBe(
      Tier.Tier2,
    );
    expect(() => loadConfig({ SELF_HOSTED_TIER: 'gold' })).toThrow(
      /SELF_HOSTED_TIER="gold": must be none, free/,
    );
  });

  it('a self-hosted install unlocks every feature for a Free owner', async () => {
    t = await createTestApp({ SELF_HOSTED_TIER: '' });
    const { instance, own } = await ownerLimits(t);
    expect(instance).toMatchObject({
      numKits: 500,
      apiAccess: true,
      userPortal: true,
      discordActivityPoints: true,
    });
    expect(own).toMatchObject({ numKits: 500, tip4serv: true });
  });

  it('with Patreon configured the owner tier applies; a floor raises it, never lowers it', async () => {
    t = await createTestApp({ SELF_HOSTED_TIER: '', PATREON_CAMPAIGN_ID: '42' });
    expect((await ownerLimits(t)).instance).toMatchObject({
      numKits: 20,
      apiAccess: false,
      userPortal: false,
    });
    await t.close();
    t = await createTestApp({ SELF_HOSTED_TIER: '2', PATREON_CAMPAIGN_ID: '42' });
    expect((await ownerLimits(t)).instance).toMatchObject({
      numKits: 100,
      apiAccess: true,
      userPortal: false,
    });
  });
});

describe('the admin page', () => {
  it("changes a user's role and tier, logged as an audit line and an audit-log row; non-admins get 403", async () => {
    const log = new PassThrough();
    let lines = '';
    log.on('data', (d: Buffer) => (lines += d.toString()));
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log });
    const all = (await t.call('admin', { method: 'GET', url: '/api/user/all' })).json();
    const stranger = all.find((u: { discordId: string }) => u.discordId === demoPersonas.stranger.discordId);
    const payload = { user: { id: stranger.id, tier: 4, role: 1, bonusType: 0, patreonEmail: '' } };
    expect((await t.call('owner', { method: 'POST', url: '/api/user/', payload })).statusCode).toBe(403);
    const res = await t.call('admin', { method: 'POST', url: '/api/user/', payload });
    expect(res.json()).toMatchObject({ tier: 4, role: 1 });
    const audit = lines
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.audit === 'admin-user-update');
    expect(audit).toMatchObject({
      by: demoPersonas.admin.discordId,
      user: demoPersonas.stranger.discordId,
      before: { tier: 0, role: 0 },
      after: { tier: 4, role: 1 },
    });
    // and a row of the audit log (no instance), with the changed fields only
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(stranger.id)));
    expect(rows).toMatchObject([
      { botId: null, entity: 'user', before: { tier: 0, role: 0 }, after: { tier: 4, role: 1 } },
    ]);
    // the new admin may now list users
    expect((await t.call('stranger', { method: 'GET', url: '/api/user/all' })).statusCode).toBe(200);
  });

  it('ADMIN_DISCORD_IDS makes the listed users site admins at start, also one who never logged in', async () => {
    const newcomer = '123456789012345678';
    t = await createTestApp({ ADMIN_DISCORD_IDS: `${demoPersonas.stranger.discordId}, ${newcomer}` });
    expect((await t.call('stranger', { method: 'GET', url: '/api/user/all' })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.discordId, newcomer));
    expect(row!.role).toBe(1);
  });
});
