import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { defaultBotSettings, Tier } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import {
  botInstances,
  creditHistory,
  kits,
  notifications,
  players,
  shopRanks,
  tip4servDeliveries,
  users,
} from '../../db/schema';
import { startFakeTip4Serv } from '../../integrations/tip4serv/fake-server';
import { toBotInstance } from '../bots/service';
import { encryptSettings } from '../bots/secrets';
import { demoPersonas } from '../demo/personas';
import { listDiscordOutbox } from '../discord-activity/outbox';
import { runTip4ServDeliveries, type Tip4ServRunResult } from './service';

const KEY = '777.private-key.public-key';
const CARL = '510000000000000001';
const LOG_CHANNEL = '600000000000000077';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeTip4Serv>>;
let carlId: number;
let vipId: number;
let survivorId: number;
let kitId: number;

async function patchSettings(group: string, patch: Record<string, unknown>) {
  const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
  const current = toBotInstance(t.ctx, row!) as unknown as Record<string, Record<string, unknown>>;
  const settings: Record<string, Record<string, unknown>> = {};
  for (const k of Object.keys(defaultBotSettings())) settings[k] = current[k]!;
  settings[group] = { ...settings[group], ...patch };
  await t.ctx.db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, t.ctx.secrets) })
    .where(eq(botInstances.id, t.botId));
}
const carl = async () => (await t.ctx.db.select().from(players).where(eq(players.id, carlId)))[0]!;
const run = async (): Promise<Tip4ServRunResult> => {
  try {
    return await runTip4ServDeliveries(t.ctx);
  } catch (e) {
    return (e as { result: Tip4ServRunResult }).result;
  }
};
const ownerNotifications = async () => {
  const [owner] = await t.ctx.db
    .select()
    .from(users)
    .where(eq(users.discordId, demoPersonas.owner.discordId));
  return t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner!.id), eq(notifications.link, '/tip4Serv')));
};
const statusOf = (paymentId: string, cmdId: string) =>
  fake.acks.filter((a) => a.paymentId === paymentId && a.cmdId === cmdId).map((a) => a.status);

beforeAll(async () => {
  fake = await startFakeTip4Serv({ storeKey: KEY, payments: [] });
  t = await createTestApp({ TIP4SERV_API_URL: fake.url });
  const ranks = await t.ctx.db.select().from(shopRanks).where(eq(shopRanks.botId, t.botId));
  vipId = ranks.find((r) => r.name === 'VIP')!.id;
  survivorId = ranks.find((r) => r.name === 'Survivor')!.id;
  kitId = (await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)))[0]!.id;
  const [p] = await t.ctx.db
    .insert(players)
    .values({ botId: t.botId, name: 'Carl', discordName: 'carl', discordId: CARL, roles: [survivorId] })
    .returning();
  carlId = p!.id;
  await patchSettings('tip4ServSettings', {
    isEnabled: true,
    apiKey: KEY,
    enableLogging: true,
    logChannelId: LOG_CHANNEL,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Tip4Serv deliveries job', () => {
  it('executes each command type once and acknowledges it', async () => {
    fake.addPayment({
      id: 1001,
      player: 'carl',
      cmds: [
        { id: 1, str: `credit ${CARL} 150`, state: 'Execute' },
        { id: 2, str: `rank ${CARL} add ${vipId}`, state: 'Execute' },
        { id: 3, str: `gift ${CARL} ${kitId}`, state: 'Must be online' },
      ],
    });
    fake.addPayment({
      id: 1002,
      cmds: [{ id: 4, str: `rank ${CARL} remove ${survivorId}`, state: 'Execute' }],
    });
    fake.addPayment({ id: 1003, cmds: [{ id: 5, str: 'credit 599999999999999999 100', state: 'Execute' }] });
    fake.addPayment({ id: 1004, cmds: [{ id: 6, str: 'kick 42', state: 'Execute' }] });
    fake.addPayment({ id: 1005, cmds: [{ id: 7, str: `gift ${CARL} 987654`, state: 'Execute' }] });

    expect(await run()).toEqual({ executed: 4, failed: 3, skipped: 0, failures: [] });
    const p = await carl();
    expect(p.credits).toBe(150);
    expect(p.roles).toEqual([vipId]);
    expect(p.kitVouchers).toEqual([{ kitId, count: 1 }]);
    const h = await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, carlId));
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ amount: 150, reason: 'Tip4Serv purchase', actor: 'Tip4Serv' });

    expect(statusOf('1001', '1')).toEqual(['Executed']);
    expect(statusOf('1001', '2')).toEqual(['Executed']);
    expect(statusOf('1001', '3')).toEqual(['Executed']);
    expect(statusOf('1002', '4')).toEqual(['Executed']);
    // commands that can never run end at Tip4Serv ("Executed", as the plugins report a rejected command;
    // "Not Executed" would make Tip4Serv send them again forever) and the owner is told about each
    expect(statusOf('1003', '5')).toEqual(['Executed']); // unknown player
    expect(statusOf('1004', '6')).toEqual(['Executed']); // unknown command
    expect(statusOf('1005', '7')).toEqual(['Executed']); // unknown kit
    expect(fake.pending()).toEqual([]);
    const told = (await ownerNotifications()).filter((n) => n.kind === 'tip4serv-command-failed');
    expect(told.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'Tip4Serv purchase 1003: the command "credit 599999999999999999 100" cannot be run (no registered player',
        ),
        expect.stringContaining(
          'Tip4Serv purchase 1004: the command "kick 42" cannot be run (unknown command)',
        ),
        expect.stringContaining(
          `Tip4Serv purchase 1005: the command "gift ${CARL} 987654" cannot be run (no kit with id 987654)`,
        ),
      ]),
    );
    expect(told).toHaveLength(3);

    // a second run finds nothing pending and changes nothing
    expect(await run()).toEqual({ executed: 0, failed: 0, skipped: 0, failures: [] });
    expect((await ownerNotifications()).filter((n) => n.kind === 'tip4serv-command-failed')).toHaveLength(3);
    expect((await carl()).credits).toBe(150);
  });

  it('logs each delivery to the log channel outbox', async () => {
    const out = await listDiscordOutbox(t.ctx.db, t.botId);
    expect(out).toHaveLength(7);
    expect(out.every((m) => m.channelId === LOG_CHANNEL)).toBe(true);
    expect(out.map((m) => m.text)).toContainEqual(
      `Tip4Serv purchase 1001: \`credit ${CARL} 150\` executed (Carl: +150 credits (balance 150)).`,
    );
    expect(out.map((m) => m.text)).toContainEqual(
      'Tip4Serv purchase 1003: `credit 599999999999999999 100` not executed (no registered player with Discord id 599999999999999999).',
    );
  });

  it('executes a command once when Tip4Serv sends it again (lost acknowledgement)', async () => {
    fake.acks.splice(0, fake.acks.length);
    expect(fake.pending()).toHaveLength(5);
    const r = await run();
    expect(r.failures).toEqual([]);
    expect((await carl()).credits).toBe(150);
    expect((await carl()).kitVouchers).toEqual([{ kitId, count: 1 }]);
    expect(statusOf('1001', '1')).toEqual(['Executed']);
    expect(statusOf('1003', '5')).toEqual(['Executed']);
    expect(fake.pending()).toEqual([]);
    expect(await listDiscordOutbox(t.ctx.db, t.botId)).toHaveLength(7);
    // the recorded outcome is re-sent; the owner is not told a second time
    expect((await ownerNotifications()).filter((n) => n.kind === 'tip4serv-command-failed')).toHaveLength(3);
  });

  it('is idempotent under two concurrent runs', async () => {
    fake.addPayment({
      id: 2001,
      cmds: [
        { id: 1, str: `credit ${CARL} 50`, state: 'Execute' },
        { id: 2, str: `gift ${CARL} ${kitId}`, state: 'Execute' },
      ],
    });
    fake.setGetDelay(150);
    const [a, b] = await Promise.all([run(), run()]);
    fake.setGetDelay(0);
    expect(a.failures).toEqual([]);
    expect(b.failures).toEqual([]);
    const p = await carl();
    expect(p.credits).toBe(200);
    expect(p.kitVouchers).toEqual([{ kitId, count: 2 }]);
    const rows = await t.ctx.db
      .select()
      .from(tip4servDeliveries)
      .where(and(eq(tip4servDeliveries.botId, t.botId), eq(tip4servDeliveries.paymentId, '2001')));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.acknowledgedAt)).toBe(true);
    expect(statusOf('2001', '1')).toEqual(['Executed']);
    expect(
      (await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, carlId))).length,
    ).toBe(2);
  });

  it('skips a disabled integration and an instance whose tier lacks Tip4Serv', async () => {
    fake.addPayment({ id: 3001, cmds: [{ id: 1, str: `credit ${CARL} 5`, state: 'Execute' }] });
    await patchSettings('tip4ServSettings', { isEnabled: false });
    expect(await run()).toEqual({ executed: 0, failed: 0, skipped: 0, failures: [] });
    await patchSettings('tip4ServSettings', { isEnabled: true });
    const owner = eq(users.discordId, demoPersonas.owner.discordId);
    await t.ctx.db.update(users).set({ tier: Tier.Tier1 }).where(owner);
    expect(await run()).toEqual({ executed: 0, failed: 0, skipped: 0, failures: [] });
    await t.ctx.db.update(users).set({ tier: Tier.Special }).where(owner);
    expect(fake.pending()).toHaveLength(1);
    expect((await run()).executed).toBe(1);
    expect((await carl()).credits).toBe(205);
  });

  it('skips 429 and 503 quietly, as the plugins do: no failure, no notice', async () => {
    const before = (await ownerNotifications()).length;
    for (const status of [429, 503, 429, 503]) {
      fake.setStatus(status);
      expect(await runTip4ServDeliveries(t.ctx)).toEqual({
        executed: 0,
        failed: 0,
        skipped: 1,
        failures: [],
      });
    }
    fake.setStatus(0);
    expect((await ownerNotifications()).length).toBe(before);
  });

  it('treats an empty queue ("No pending payments found") as nothing to do, run after run', async () => {
    expect(fake.pending()).toEqual([]);
    const before = (await ownerNotifications()).length;
    for (let i = 0; i < 4; i++)
      expect(await runTip4ServDeliveries(t.ctx)).toEqual({
        executed: 0,
        failed: 0,
        skipped: 0,
        failures: [],
      });
    expect((await ownerNotifications()).length).toBe(before);
    const check = await t.call('owner', { method: 'GET', url: `/api/tip4serv/checkConnection/${t.botId}` });
    expect(check.json()).toBe('Connected to Tip4Serv. 0 purchases waiting for delivery.');
  });

  it('notifies once after three failed runs in a row (a refused key)', async () => {
    const count = async () =>
      (await ownerNotifications()).filter((n) => n.kind === 'tip4serv-job-failing').length;
    await patchSettings('tip4ServSettings', { apiKey: '777.wrong.public-key' });
    await expect(runTip4ServDeliveries(t.ctx)).rejects.toThrow(/HTTP 401/);
    await run();
    expect(await count()).toBe(0);
    await run();
    expect(await count()).toBe(1);
    await run();
    await run();
    expect(await count()).toBe(1);
    const n = (await ownerNotifications()).find((x) => x.kind === 'tip4serv-job-failing');
    expect(n!.message).toContain('Tip4Serv purchases could not be delivered 3 times in a row');
    await patchSettings('tip4ServSettings', { apiKey: KEY });
    expect((await run()).failures).toEqual([]);
  });

  it('signs every call exactly as the official plugins do', async () => {
    fake.requests.splice(0, fake.requests.length);
    await run();
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const r of fake.requests) {
      const url = new URL(r.url, 'http://x');
      expect(url.pathname).toBe('/v1/store/server/777/commands');
      const time = url.searchParams.get('time')!;
      expect(time).toMatch(/^\d{10}$/);
      // base64(HMAC-SHA256(privateKey, serverId + publicKey + time)) after the literal SERVER_KEY
      const mac = crypto.createHmac('sha256', 'private-key').update(`777public-key${time}`).digest('base64');
      expect(r.authorization).toBe(`Bearer SERVER_KEY:${mac}`);
      expect(r.authorization).not.toContain('private-key');
    }
  });

  it('an answer of an unknown shape notifies the owner once (secrets redacted) and changes nothing', async () => {
    const creditsBefore = (await carl()).credits;
    const acksBefore = fake.acks.length;
    fake.setRawAnswer(`[{"payment": 5, "commands": "credit ${CARL} 999", "key": "${KEY}"}]`);
    for (let i = 0; i < 4; i++) expect((await run()).failures).toEqual([]);
    const told = (await ownerNotifications()).filter((n) => n.kind === 'unexpected-answer');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('Tip4Serv answered in a shape this product does not know');
    expect(told[0]!.message).toContain('"payment": 5');
    expect(told[0]!.message).not.toContain('private-key');
    expect((await carl()).credits).toBe(creditsBefore);
    expect(fake.acks.length).toBe(acksBefore);
    fake.setRawAnswer(null);
    expect((await run()).failures).toEqual([]);
  });
});

describe('Tip4Serv credits the ledger refuses', () => {
  it('ends a credit the ledger refuses (balance past the 32-bit column) once, owner told', async () => {
    const [rich] = await t.ctx.db
      .insert(players)
      .values({ botId: t.botId, name: 'Rich', discordId: '300000000000000077', credits: 2_000_000_000 })
      .returning();
    fake.addPayment({
      id: 1100,
      cmds: [{ id: 110, str: 'credit 300000000000000077 500000000', state: 'Execute' }],
    });
    expect((await run()).failures).toEqual([]);
    expect(statusOf('1100', '110')).toEqual(['Executed']);
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, rich!.id));
    expect(after!.credits).toBe(2_000_000_000);
    await run();
    expect(statusOf('1100', '110')).toEqual(['Executed']);
    expect(fake.pending()).toEqual([]);
  });
});
