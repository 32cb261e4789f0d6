import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testInstall } from '../../../test/helpers/install';
import { botInstances, kv, servers } from '../../db/schema';
import { isEnvelope } from '../../lib/crypto';
import { SCRYPT, SECRET_KEY_ROW } from '../../lib/secret-key';

const PASSPHRASE = 'a passphrase, not 64 hex characters';
let install: Awaited<ReturnType<typeof testInstall>>;
afterAll(async () => install?.remove());

/** An envelope as versions before v3 wrote it under a passphrase (`v2`, no key id). */
function oldV2(key: Buffer, plain: string) {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v2', iv, c.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

describe('secrets at rest under a passphrase SECRET_KEY', () => {
  it('keep their plaintext over five restarts, and values an older version encrypted twice are repaired', async () => {
    install = await testInstall({ SECRET_KEY: PASSPHRASE });
    const first = await install.start({ seed: true });
    const bot = (await first.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const saved = await first.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...bot,
          tip4ServSettings: { ...bot.tip4ServSettings, apiKey: '1.private.public' },
          arkServersNetSettings: { ...bot.arkServersNetSettings, serverKeys: ['vote-a', 'vote-b'] },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    // what the bug left behind: the ASA Bot key and an RCON password encrypted two and three times
    const [record] = await first.ctx.db.select().from(kv).where(eq(kv.key, SECRET_KEY_ROW));
    const salt = Buffer.from((record!.value as { salt: string }).salt, 'base64url');
    const key = crypto.scryptSync(PASSPHRASE, salt, 32, SCRYPT);
    const [row] = await first.ctx.db.select().from(botInstances).where(eq(botInstances.id, bot.id));
    const settings = structuredClone(row!.settings);
    settings.asaBotSyncSettings!.apiKey = oldV2(key, oldV2(key, 'asa-bot-key'));
    await first.ctx.db.update(botInstances).set({ settings }).where(eq(botInstances.id, bot.id));
    const [server] = await first.ctx.db.select().from(servers).where(eq(servers.botId, bot.id)).limit(1);
    const tripled = oldV2(key, oldV2(key, oldV2(key, 'rcon-pass')));
    await first.ctx.db.update(servers).set({ rconPassword: tripled }).where(eq(servers.id, server!.id));
    await first.stop();

    const stored: string[] = [];
    for (let restart = 1; restart <= 5; restart++) {
      const s = await install.start();
      const res = await s.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' });
      expect(res.statusCode).toBe(200);
      const got = res.json()[0];
      expect(got.tip4ServSettings.apiKey).toBe('1.private.public');
      expect(got.asaBotSyncSettings.apiKey).toBe('asa-bot-key');
      expect(got.arkServersNetSettings.serverKeys).toEqual(['vote-a', 'vote-b']);
      const [r] = await s.ctx.db.select().from(botInstances).where(eq(botInstances.id, bot.id));
      const [srv] = await s.ctx.db.select().from(servers).where(eq(servers.id, server!.id));
      const values = [
        r!.settings.tip4ServSettings!.apiKey as string,
        r!.settings.asaBotSyncSettings!.apiKey as string,
        ...(r!.settings.arkServersNetSettings!.serverKeys as string[]),
        srv!.rconPassword,
      ];
      for (const v of values) {
        expect(v).toMatch(new RegExp(`^v3:${s.ctx.secrets.keyId}:`));
        expect(s.ctx.secrets.open(v)).toMatchObject({ layers: 1, outdated: false });
        expect(isEnvelope(s.ctx.secrets.decrypt(v))).toBe(false);
      }
      expect(s.ctx.secrets.decrypt(srv!.rconPassword)).toBe('rcon-pass');
      // nothing is rewritten by a restart once repaired: the stored values stay byte for byte
      if (restart > 1) expect(values).toEqual(stored);
      stored.splice(0, stored.length, ...values);
      await s.stop();
    }
  }, 120_000);
});
