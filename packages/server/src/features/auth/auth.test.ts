import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.discord.data.codes['good-code'] = {
    id: '555555555555555555',
    username: 'newowner',
    global_name: 'New Owner',
    avatar: 'abc',
    email: 'new@owner.example',
  };
  t.discord.data.guilds.push({
    id: '777777777777777777',
    name: 'Fresh Guild',
    icon: 'icon1',
    owner_id: '555555555555555555',
    preferred_locale: 'de',
    members: ['555555555555555555'],
    channels: [],
    roles: [],
  });
});
afterAll(async () => t?.close());

const stateFrom = (location: string) => new URL(location).searchParams.get('state')!;
/** The login nonce cookie a login start set (the browser sends it back to the callback). */
const cookieFrom = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;

describe('Discord login', () => {
  it('runs the authorization-code flow with a state and creates the user and a hashed session', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/discord/login' });
    expect(start.statusCode).toBe(302);
    const location = start.headers.location as string;
    expect(location).toContain('https://discord.example/oauth2/authorize');
    expect(location).toContain('client_id=test-client');
    const state = stateFrom(location);

    const cb = await t.app.inject({
      method: 'GET',
      url: `/api/auth/discord/callback?code=good-code&state=${state}`,
      headers: { cookie: cookieFrom(start) },
    });
    expect(cb.statusCode).toBe(302);
    const to = cb.headers.location as string;
    expect(to).toMatch(/^\/oauth\/[A-Za-z0-9_-]{40,}$/);
    const token = to.slice('/oauth/'.length);

    const [u] = await t.ctx.db.select().from(users).where(eq(users.discordId, '555555555555555555'));
    expect(u!.username).toBe('New Owner');
    expect(u!.email).toBe('new@owner.example');
    expect(u!.accessToken).not.toContain('at-');
    const stored = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, u!.id));
    expect(stored.map((s) => s.tokenHash)).toContain(sha256(token));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);

    const ok = await t.app.inject({ method: 'GET', url: `/api/auth/management/verifyLogin?token=${token}` });
    expect(ok.json()).toBe(true);
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/user/self',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(self.json().discordId).toBe('555555555555555555');

    // the state is single-use
    const replay = await t.app.inject({
      method: 'GET',
      url: `/api/auth/discord/callback?code=good-code&state=${state}`,
    });
    expect(replay.headers.location).toBe('/?loginError=expired');

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/auth/management/verifyLogin?token=${token}`,
    });
    expect(after.json()).toBe(false);
  });

  it('refuses a forged state and a bad code', async () => {
    const before = (await t.ctx.db.select().from(sessions)).length;
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/discord/callback?code=good-code&state=nope',
    });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/?loginError=expired');
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/discord/login' });
    const state = stateFrom(start.headers.location as string);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/auth/discord/callback?code=bad&state=${state}`,
      headers: { cookie: cookieFrom(start) },
    });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe('/?loginError=discord');
    expect((await t.ctx.db.select().from(sessions)).length).toBe(before);
  });

  it('binds the login to the browser that started it (login CSRF)', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/discord/login' });
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    const state = stateFrom(start.headers.location as string);
    // a victim's browser sent to the attacker's callback link has no (or another) nonce cookie
    for (const headers of [{}, { cookie: 'asa_login_nonce=someone-else' }]) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/auth/discord/callback?code=good-code&state=${state}`,
        headers,
      });
      expect(other.headers.location).toBe('/?loginError=expired');
    }
  });

  const inviteState = async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/discord/join' });
    const location = start.headers.location as string;
    expect(location).toContain('scope=bot+applications.commands');
    return stateFrom(location);
  };
  const guildRows = (id: string) => t.ctx.db.select().from(botInstances).where(eq(botInstances.guildId, id));

  it('creates an instance for the guild Discord names when the code is exchanged, owned by its owner', async () => {
    t.discord.data.botCodes = { 'bot-code': '777777777777777777' };
    const cb = await t.app.inject({
      method: 'GET',
      url: `/api/auth/discord/bot-callback?guild_id=777777777777777777&state=${await inviteState()}&code=bot-code`,
    });
    expect(cb.statusCode).toBe(302);
    expect(cb.headers.location).toBe('/servers');
    expect(t.discord.calls).toContain('POST /oauth2/token');
    const [bot] = await guildRows('777777777777777777');
    expect(bot!.ownerId).toBe('555555555555555555');
    expect(bot!.guildName).toBe('Fresh Guild');
    expect(bot!.guildIconUrl).toContain('icon1');
    // the guild's preferred locale as Discord gives it: the bot speaks German there (issue 27)
    expect(bot!.guildLocale).toBe('de');
  });

  it('does not trust guild_id: a forged one, a refused code or a login code end on the error page', async () => {
    t.discord.data.guilds.push({
      id: '888888888888888888',
      name: 'Victim Guild',
      icon: null,
      owner_id: '999999999999999999',
      members: [],
      channels: [],
      roles: [],
    });
    t.discord.data.botCodes = { 'code-for-fresh': '777777777777777777' };
    const attempts = [
      // the code added the bot to Fresh Guild; the query claims another guild
      `guild_id=888888888888888888&code=code-for-fresh`,
      // Discord refuses the code (invalid_grant)
      `guild_id=888888888888888888&code=made-up`,
      // a login code: the token answer names no guild
      `guild_id=888888888888888888&code=good-code`,
      // no code at all (the user cancelled on Discord)
      `guild_id=888888888888888888&error=access_denied`,
    ];
    for (const q of attempts) {
      const cb = await t.app.inject({
        method: 'GET',
        url: `/api/auth/discord/bot-callback?${q}&state=${await inviteState()}`,
      });
      expect(cb.statusCode, q).toBe(302);
      expect(cb.headers.location, q).toBe('/errors/noBots?invite=failed');
    }
    expect(await guildRows('888888888888888888')).toEqual([]);
  });

  it('needs no guild_id at all: the guild comes from Discord', async () => {
    t.discord.data.guilds.push({
      id: '666666666666666666',
      name: 'Quiet Guild',
      icon: null,
      owner_id: '555555555555555555',
      members: [],
      channels: [],
      roles: [],
    });
    t.discord.data.botCodes = { 'quiet-code': '666666666666666666' };
    const cb = await t.app.inject({
      method: 'GET',
      url: `/api/auth/discord/bot-callback?state=${await inviteState()}&code=quiet-code`,
    });
    expect(cb.headers.location).toBe('/servers');
    expect((await guildRows('666666666666666666'))[0]!.guildName).toBe('Quiet Guild');
    // the code is good once; a replay with a fresh state ends on the error page
    const replay = await t.app.inject({
      method: 'GET',
      url: `/api/auth/discord/bot-callback?state=${await inviteState()}&code=quiet-code`,
    });
    expect(replay.headers.location).toBe('/errors/noBots?invite=failed');
  });

  it('answers false for unknown tokens and has no demo login outside demo mode', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/management/verifyLogin?token=zzz' })).json(),
    ).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/demo?as=owner' })).statusCode).toBe(404);
  });
});

describe('demo mode', () => {
  it('logs in as a persona with a redirect to /oauth/{token}', async () => {
    const demo = await createTestApp({ DEMO_MODE: 'true', DISCORD_CLIENT_ID: '' });
    try {
      const res = await demo.app.inject({ method: 'GET', url: '/api/auth/demo?as=viewer' });
      expect(res.statusCode).toBe(302);
      const token = (res.headers.location as string).replace('/oauth/', '');
      const self = await demo.app.inject({
        method: 'GET',
        url: '/api/user/self',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(self.json().username).toBe('Demo Viewer');
      const settings = (await demo.app.inject({ method: 'GET', url: '/api/settings/management' })).json();
      expect(settings.discordLoginUrl).toBe('/api/auth/demo?as=owner');
      expect(settings.demoMode).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
