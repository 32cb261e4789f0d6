import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { users } from '../../db/schema';
import { DEMO_GUILD_ID, demoPersonas } from '../demo/personas';

let t: TestApp;
const NEW_PLAYER = '555555555555555501';
beforeAll(async () => {
  t = await createTestApp();
  t.discord.data.codes['player-code'] = { id: NEW_PLAYER, username: 'newbie', avatar: null };
  t.discord.data.codes['owner-code'] = {
    id: demoPersonas.owner.discordId,
    username: 'owner',
    global_name: 'Demo Owner',
    avatar: null,
  };
});
afterAll(async () => t?.close());

const portal = `/portal/${DEMO_GUILD_ID}`;

async function login(code: string, returnTo?: string, error = false) {
  const q = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/discord/login${q}` });
  expect(start.statusCode, start.body).toBe(302);
  const state = new URL(start.headers.location as string).searchParams.get('state');
  const cb = await t.app.inject({
    method: 'GET',
    url: `/api/auth/discord/callback?${error ? 'error=access_denied' : `code=${code}`}&state=${state}`,
    headers: { cookie: String(start.headers['set-cookie']).split(';')[0]! },
  });
  expect(cb.statusCode).toBe(302);
  return cb.headers.location as string;
}

describe('login from the player portal', () => {
  it('comes back to the portal with the token in the fragment and creates a UserPortal user', async () => {
    const to = await login('player-code', portal);
    expect(to).toMatch(new RegExp(`^${portal}#token=[A-Za-z0-9_-]{40,}$`));
    const token = to.split('#token=')[1]!;
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${DEMO_GUILD_ID}/me`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().player).toMatchObject({ name: 'newbie', credits: 0 });
    const [u] = await t.ctx.db.select().from(users).where(eq(users.discordId, NEW_PLAYER));
    expect(u!.role).toBe(Role.UserPortal);
  });

  it('keeps the role of an existing user and sends a dashboard login to /oauth', async () => {
    const to = await login('owner-code', portal);
    expect(to.startsWith(`${portal}#token=`)).toBe(true);
    const [owner] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.discordId, demoPersonas.owner.discordId));
    expect(owner!.role).toBe(Role.User);
    // the portal player logging in to the dashboard keeps UserPortal; the dashboard login lands on /oauth
    expect(await login('player-code')).toMatch(/^\/oauth\//);
    const [u] = await t.ctx.db.select().from(users).where(eq(users.discordId, NEW_PLAYER));
    expect(u!.role).toBe(Role.UserPortal);
  });

  it('sends a cancelled portal login back to the portal with the reason', async () => {
    expect(await login('player-code', portal, true)).toBe(`${portal}?loginError=cancelled`);
    expect(await login('player-code', undefined, true)).toBe('/?loginError=cancelled');
  });

  it('refuses a returnTo that is not a portal address', async () => {
    for (const bad of [
      'https://evil.example/portal/1',
      '//evil.example',
      '/servers',
      '/portal/abc',
      '/portal/1/x',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/discord/login?returnTo=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('returnTo must be a player portal address (/portal/{guildId})');
    }
  });
});

describe('demo login as the player persona', () => {
  it('logs in as the demo player and comes back to the portal', async () => {
    const demo = await createTestApp({ DEMO_MODE: 'true', DISCORD_CLIENT_ID: '' });
    try {
      const res = await demo.app.inject({
        method: 'GET',
        url: `/api/auth/demo?as=player&returnTo=${encodeURIComponent(portal)}`,
      });
      expect(res.statusCode).toBe(302);
      const token = (res.headers.location as string).replace(`${portal}#token=`, '');
      const me = await demo.app.inject({
        method: 'GET',
        url: `/api/portal/${DEMO_GUILD_ID}/me`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ created: false, player: { name: 'Demo Player' } });
      const self = await demo.app.inject({
        method: 'GET',
        url: '/api/user/self',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(self.json()).toMatchObject({ username: 'Demo Player', role: Role.UserPortal });
    } finally {
      await demo.close();
    }
  });
});
