import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('dashboard language (issue 27)', () => {
  it("is '' until chosen, then remembered on the user", async () => {
    const before = await t.call('viewer', { method: 'GET', url: '/api/user/self' });
    expect(before.json().language).toBe('');
    const put = await t.call('viewer', {
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'de' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().language).toBe('de');
    const after = await t.call('viewer', { method: 'GET', url: '/api/user/self' });
    expect(after.json().language).toBe('de');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.discordId, after.json().discordId));
    expect(row!.language).toBe('de');
  });

  it('refuses a language it does not have with a 400 and changes nothing', async () => {
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid format');
    expect((await t.call('owner', { method: 'GET', url: '/api/user/self' })).json().language).toBe('');
  });
});
