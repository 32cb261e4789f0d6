import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BonusType, Tier } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { notifications, servers, subscriptions, users } from '../../db/schema';
import {
  memberResource,
  patreonSignature,
  startFakePatreon,
  type FakePatron,
} from '../../integrations/patreon/fake-server';
import { syncSubscriptions } from './service';
import { demoPersonas } from '../demo/personas';

const SECRET = 'webhook-secret';
const patrons: FakePatron[] = [
  // the demo owner pledges 6 euros (Tier 2)
  {
    memberId: 'm1',
    userId: 'u1',
    email: 'owner@patreon.example',
    discordId: demoPersonas.owner.discordId,
    cents: 600,
    status: 'active_patron',
  },
  {
    memberId: 'm2',
    userId: 'u2',
    email: 'v@patreon.example',
    discordId: demoPersonas.viewer.discordId,
    cents: 299,
    status: 'active_patron',
  },
  {
    memberId: 'm3',
    userId: 'u3',
    email: 'm@patreon.example',
    discordId: demoPersonas.manager.discordId,
    cents: 1200,
    status: 'active_patron',
  },
  {
    memberId: 'm4',
    userId: 'u4',
    email: 's@patreon.example',
    discordId: demoPersonas.stranger.discordId,
    cents: 900,
    status: 'declined_patron',
  },
  {
    memberId: 'm5',
    userId: 'u5',
    email: 'x@patreon.example',
    discordId: null,
    cents: 300,
    status: 'active_patron',
  },
];
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakePatreon>>;

beforeAll(async () => {
  fake = await startFakePatreon({ campaignId: '42', accessToken: 'creator-token', patrons, pageSize: 2 });
  t = await createTestApp({
    PATREON_API_URL: fake.url,
    PATREON_CAMPAIGN_ID: '42',
    PATREON_ACCESS_TOKEN: 'creator-token',
    PATREON_WEBHOOK_SECRET: SECRET,
  });
  // the demo owner is Special in the seed; make their tier follow pledges for these tests
  await t.ctx.db
    .update(users)
    .set({ tier: Tier.Tier4 })
    .where(eq(users.discordId, demoPersonas.owner.discordId));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const userOf = async (discordId: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.discordId, discordId)))[0]!;
const notesOf = async (id: number) =>
  t.ctx.db.select().from(notifications).where(eq(notifications.userId, id));
const hook = (event: string, body: unknown, secret = SECRET) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/patreon/webhook',
    headers: {
      'content-type': 'application/json',
      'x-patreon-event': event,
      'x-patreon-signature': patreonSignature(secret, raw),
    },
    payload: raw,
  });
};

describe('Patreon sync', () => {
  it('maps members to tiers by amount across pages and lowers limits without deleting anything', async () => {
    const owner = await userOf(demoPersonas.owner.discordId);
    const serversBefore = (await t.ctx.db.select().from(servers)).length;
    const notesBefore = (await notesOf(owner.id)).length;
    const result = await syncSubscriptions(t.ctx);
    expect(result.members).toBe(5);
    expect(fake.calls.length).toBe(3);
    const states = Object.fromEntries(
      (await t.ctx.db.select().from(subscriptions)).map((s) => [s.discordId, s.patreonTier]),
    );
    expect(states[demoPersonas.owner.discordId]).toBe(Tier.Tier2);
    expect(states[demoPersonas.viewer.discordId]).toBe(Tier.Free);
    expect(states[demoPersonas.manager.discordId]).toBe(Tier.Tier4);
    expect(states[demoPersonas.stranger.discordId]).toBe(Tier.Free);
    expect((await userOf(demoPersonas.owner.discordId)).tier).toBe(Tier.Tier2);
    expect((await userOf(demoPersonas.manager.discordId)).tier).toBe(Tier.Tier4);
    // the admin's tier (Tier 2 in the seed, no pledge) falls to Free
    expect((await userOf(demoPersonas.admin.discordId)).tier).toBe(Tier.Free);
    // nothing deleted, and exactly one notification telling the owner what changed
    expect((await t.ctx.db.select().from(servers)).length).toBe(serversBefore);
    const notes = await notesOf(owner.id);
    expect(notes.length).toBe(notesBefore + 1);
    expect(notes.at(-1)!.message).toContain('Your tier changed from Tier 4 to Tier 2');
    expect(notes.at(-1)!.message).toContain('Nothing was deleted');
    // limits follow: Tier 2 allows 50 servers
    const limits = (await t.call('owner', { method: 'GET', url: '/api/bots/limits' })).json();
    expect(limits[String(t.botId)].numServers).toBe(50);
    // a second sync changes nothing and notifies nobody
    expect((await syncSubscriptions(t.ctx)).changed).toBe(0);
    expect((await notesOf(owner.id)).length).toBe(notesBefore + 1);
  });

  it('keeps the tier of Special users and of lifetime bonus types', async () => {
    await t.ctx.db
      .update(users)
      .set({ tier: Tier.Tier3, bonusType: BonusType.CurrentLifetime })
      .where(eq(users.discordId, demoPersonas.viewer.discordId));
    await t.ctx.db
      .update(users)
      .set({ tier: Tier.Special })
      .where(eq(users.discordId, demoPersonas.stranger.discordId));
    await syncSubscriptions(t.ctx);
    expect((await userOf(demoPersonas.viewer.discordId)).tier).toBe(Tier.Tier3);
    expect((await userOf(demoPersonas.stranger.discordId)).tier).toBe(Tier.Special);
  });

  it('shows the states to admins only', async () => {
    expect((await t.call('owner', { method: 'GET', url: '/api/subscription/check/all' })).statusCode).toBe(
      403,
    );
    const all = (await t.call('admin', { method: 'GET', url: '/api/subscription/check/all' })).json();
    expect(all.length).toBeGreaterThanOrEqual(4);
  });
});

describe('Patreon webhook', () => {
  const ownerPatron = patrons[0]!;

  it('a good signature changes the tier at once', async () => {
    const res = await hook('members:update', memberResource({ ...ownerPatron, cents: 1200 }));
    expect(res.statusCode).toBe(200);
    expect((await userOf(demoPersonas.owner.discordId)).tier).toBe(Tier.Tier4);
  });

  it('a bad signature is refused and changes nothing', async () => {
    const notesBefore = (await t.ctx.db.select().from(notifications)).length;
    const bad = await hook('members:update', memberResource({ ...ownerPatron, cents: 0 }), 'wrong-secret');
    expect(bad.statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/patreon/webhook',
      headers: { 'content-type': 'application/json', 'x-patreon-event': 'members:update' },
      payload: JSON.stringify(memberResource({ ...ownerPatron, cents: 0 })),
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await userOf(demoPersonas.owner.discordId)).tier).toBe(Tier.Tier4);
    expect((await t.ctx.db.select().from(notifications)).length).toBe(notesBefore);
  });

  it('a deleted member drops to Free, keeps everything and is told', async () => {
    const owner = await userOf(demoPersonas.owner.discordId);
    const before = (await notesOf(owner.id)).length;
    const res = await hook('members:delete', memberResource(ownerPatron));
    expect(res.statusCode).toBe(200);
    expect((await userOf(demoPersonas.owner.discordId)).tier).toBe(Tier.Free);
    expect((await notesOf(owner.id)).length).toBe(before + 1);
    expect((await notesOf(owner.id)).at(-1)!.message).toContain('from Tier 4 to Free');
  });

  it('over the new limit nothing is deleted, but nothing new can be added', async () => {
    // Free allows 10 servers: fill up to 12 directly (as if added under a higher tier)
    const existing = (await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId))).length;
    for (let i = existing; i < 12; i++)
      await t.ctx.db
        .insert(servers)
        .values({ botId: t.botId, name: `S${i}`, ip: '127.0.0.1', rconPort: 27000 + i });
    expect((await t.call('owner', { method: 'GET', url: `/api/server/list/${t.botId}` })).json().length).toBe(
      12,
    );
    const add = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: {
        server: {
          botId: t.botId,
          name: 'One more',
          ip: '127.0.0.1',
          rconPort: 27100,
          rconPassword: 'abcdef',
        },
      },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe('You have reached the maximum number of allowed servers.');
    expect((await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId))).length).toBe(12);
  });
});
