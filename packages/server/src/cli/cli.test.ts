import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../test/helpers/admin-cli';
import { testInstall } from '../../test/helpers/install';
import { demoPersonas, DEMO_GUILD_ID } from '../features/demo/personas';

let install: Awaited<ReturnType<typeof testInstall>>;
beforeAll(async () => {
  install = await testInstall({ SECRET_KEY: '7e57'.repeat(16) });
  await (await install.start({ seed: true })).stop();
});
afterAll(async () => install?.remove());

describe('npm run admin', () => {
  it('grants site admin and sets a guild tier on the same database the server then reads', async () => {
    const stranger = demoPersonas.stranger.discordId;
    const granted = await admin(install.env, ['grant-admin', stranger]);
    expect(granted.err).toBe('');
    expect(granted.out).toContain(`Discord user ${stranger} (user `);
    expect(granted.code).toBe(0);
    const free = await admin(install.env, ['set-tier', DEMO_GUILD_ID, 'free']);
    expect(free.out).toContain(`Guild ${DEMO_GUILD_ID}: owner ${demoPersonas.owner.discordId}`);
    expect(free.out).toContain('is Free (was Special)');
    expect(free.code).toBe(0);
    const list = await admin(install.env, ['list-admins']);
    expect(list.out).toContain(stranger);
    expect(list.out).toContain(demoPersonas.admin.discordId);

    let s = await install.start();
    expect((await s.call('stranger', { method: 'GET', url: '/api/user/all' })).statusCode).toBe(200);
    let limits = (await s.call('owner', { method: 'GET', url: '/api/bots/limits' })).json();
    expect(Object.values(limits)[0]).toMatchObject({ numKits: 20, apiAccess: false, userPortal: false });
    await s.stop();

    expect((await admin(install.env, ['set-tier', DEMO_GUILD_ID, '3'])).code).toBe(0);
    expect((await admin(install.env, ['revoke-admin', stranger])).code).toBe(0);
    s = await install.start();
    expect((await s.call('stranger', { method: 'GET', url: '/api/user/all' })).statusCode).toBe(403);
    limits = (await s.call('owner', { method: 'GET', url: '/api/bots/limits' })).json();
    expect(Object.values(limits)[0]).toMatchObject({ numKits: 250, apiAccess: true, userPortal: true });
    await s.stop();
  }, 120_000);

  it('refuses bad arguments with the usage (exit 2) and an unknown guild (exit 1)', async () => {
    const bad = await admin(install.env, ['set-tier', DEMO_GUILD_ID, 'gold']);
    expect(bad.err).toContain('Usage: npm run admin -- set-tier <guildId> <tier>');
    expect(bad.code).toBe(2);
    const unknown = await admin(install.env, ['set-tier', '999999999999999999', '2']);
    expect(unknown.err).toContain('No instance has the guild 999999999999999999');
    expect(unknown.code).toBe(1);
    const nothing = await admin(install.env, ['promote']);
    expect(nothing.err).toContain('Unknown command "promote"');
    expect(nothing.code).toBe(2);
  }, 60_000);
});
