import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { admin } from '../../test/helpers/admin-cli';
import { testInstall } from '../../test/helpers/install';
import { servers } from '../db/schema';

let install: Awaited<ReturnType<typeof testInstall>>;
afterAll(async () => install?.remove());

describe('npm run admin -- rotate-key', () => {
  it('re-encrypts every secret under the new SECRET_KEY; the old key no longer starts the server', async () => {
    install = await testInstall({ SECRET_KEY: 'the old passphrase' });
    const s = await install.start({ seed: true });
    const bot = (await s.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const put = await s.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, tip4ServSettings: { ...bot.tip4ServSettings, apiKey: '7.priv.pub' } } },
    });
    expect(put.statusCode).toBe(200);
    const [before] = await s.ctx.db.select().from(servers).limit(1);
    const rcon = s.ctx.secrets.decrypt(before!.rconPassword);
    await s.stop();

    const newEnv = { ...install.env, SECRET_KEY: 'a brand new passphrase' };
    const wrong = await admin(newEnv, ['rotate-key'], 'not the old one\n');
    expect(wrong.err).toContain('The old key does not open this database');
    expect(wrong.code).toBe(1);
    // the old key on standard input (once; it is never stored)
    const done = await admin(newEnv, ['rotate-key'], 'the old passphrase\n');
    expect(done.err).toBe('');
    expect(done.out).toContain('Every secret at rest is now encrypted with SECRET_KEY');
    expect(done.code).toBe(0);

    install.env.SECRET_KEY = 'a brand new passphrase';
    const after = await install.start();
    const got = (await after.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    expect(got.tip4ServSettings.apiKey).toBe('7.priv.pub');
    const [row] = await after.ctx.db.select().from(servers).where(eq(servers.id, before!.id));
    expect(row!.rconPassword).toMatch(new RegExp(`^v3:${after.ctx.secrets.keyId}:`));
    expect(after.ctx.secrets.decrypt(row!.rconPassword)).toBe(rcon);
    await after.stop();
    install.env.SECRET_KEY = 'the old passphrase';
    await expect(install.start()).rejects.toThrow(/SECRET_KEY does not match the key this database/);
  }, 120_000);
});
