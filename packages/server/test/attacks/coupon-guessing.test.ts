/**
 * Issue 33: coupon guesses were told apart (`coupon_invalid` for an unknown code, `coupon_used_up`,
 * `coupon_expired`, `coupon_not_started` for existing ones), so a buyer could find which codes exist. Now a
 * buyer gets ONE answer (status, code and message, the code echoed as typed) for an unknown, paused, not
 * started, expired or used-up code, through the portal and the key API (the Discord bot and in-game orders
 * use the same engine check); the owner's coupon list and uses table still show each coupon's state. Real
 * HTTP through the app, the real TCP RCON fake delivering, the real database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPersonas } from '../../src/features/demo/personas';
import { createPortalWorld, type PortalWorld } from '../../src/features/portal/test-fixtures';

let w: PortalWorld;
let apiKey = '';
let kitId = 0;
beforeAll(async () => {
  w = await createPortalWorld();
  kitId = (await w.kit({ name: 'Couponed', price: 100 })).id;
  // the key API on, with a fresh key
  const made = await w.t.call('owner', {
    method: 'POST',
    url: '/api/bots/recreateApiKey',
    payload: { botId: w.t.botId },
  });
  expect(made.statusCode, made.body).toBe(200);
  apiKey = made.json().apiSettings.apiKey;
  await w.saveSettings({ apiSettings: { isEnabled: true } });
});
afterAll(async () => w?.close());
beforeEach(() => w.startTest());

const day = 86_400_000;
async function coupon(code: string, over: Record<string, unknown> = {}) {
  const res = await w.t.call('owner', {
    method: 'POST',
    url: `/api/coupon/${w.t.botId}`,
    payload: { code, kind: 'percent', amount: 10, scope: 'all', ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; code: string };
}

let keys = 0;
const viaPortal = (code: string) => w.post('player', 'buy', { kitId, serverId: w.serverId, coupon: code });
const viaKeyApi = (code: string) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/v1/purchases',
    headers: { authorization: `BOT ${apiKey}`, 'idempotency-key': `coupon-guess-${++keys}` },
    payload: { discordId: demoPersonas.player.discordId, kitId, serverId: w.serverId, coupon: code },
  });

describe('coupon refusals do not tell an existing code from an unknown one', () => {
  it('unknown, paused, not started, expired and used up: one answer on the portal and the key API', async () => {
    await w.setCredits('player', 10_000);
    const now = Date.now();
    await coupon('PAUSEDCODE');
    const paused = await coupon('PAUSEDCODE2');
    const pause = await w.t.call('owner', {
      method: 'POST',
      url: `/api/coupon/${w.t.botId}/${paused.id}/pause`,
      payload: { paused: true },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    await coupon('LATERCODE', { validFrom: new Date(now + 30 * day).toISOString() });
    await coupon('OLDCODE', {
      validFrom: new Date(now - 30 * day).toISOString(),
      validTo: new Date(now - day).toISOString(),
    });
    await coupon('ONCECODE', { maxUses: 1 });
    // someone uses ONCECODE up
    const first = await viaPortal('ONCECODE');
    expect(first.statusCode, first.body).toBe(200);

    const guesses = ['NOSUCHCODE', 'pausedcode2', 'LATERCODE', 'oldcode', 'ONCECODE'];
    for (const path of [viaPortal, viaKeyApi]) {
      const answers = [];
      for (const code of guesses) {
        const res = await path(code);
        // the code is echoed as typed: nothing else in the answer may differ between the guesses
        answers.push({ status: res.statusCode, body: res.body.replaceAll(code, '<code>') });
      }
      expect(answers[0]!.status).toBe(400);
      expect(JSON.parse(answers[0]!.body)).toMatchObject({
        code: 'coupon_invalid',
        message: '"<code>" is not a valid coupon code.',
      });
      for (const a of answers) expect(a).toEqual(answers[0]);
    }
    // a live code still works
    expect((await viaPortal('PAUSEDCODE')).json()).toMatchObject({ couponCode: 'PAUSEDCODE', price: 90 });
  });

  it("the owner's coupon list and uses table still show each coupon's state", async () => {
    const list = await w.t.call('owner', { url: `/api/coupon/list/${w.t.botId}` });
    expect(list.statusCode).toBe(200);
    const byCode = new Map(
      (
        list.json() as {
          code: string;
          paused: boolean;
          uses: number;
          maxUses: number;
          validTo: string | null;
        }[]
      ).map((c) => [c.code, c]),
    );
    expect(byCode.get('PAUSEDCODE2')).toMatchObject({ paused: true });
    expect(byCode.get('ONCECODE')).toMatchObject({ uses: 1, maxUses: 1 });
    expect(Date.parse(byCode.get('OLDCODE')!.validTo!)).toBeLessThan(Date.now());
    const uses = await w.t.call('owner', { url: `/api/coupon/uses/${w.t.botId}` });
    expect(uses.statusCode, uses.body).toBe(200);
    expect(uses.body).toContain('ONCECODE');
  });
});
